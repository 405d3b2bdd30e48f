import type { ZodType } from 'zod';
import { AppError } from '../../../core/errors/app-error';

/** Validate a REST body or query; the first issue becomes COMMON_INVALID_PARAM (400) naming the field. */
export function parseChatInput<T>(schema: ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new AppError('COMMON_INVALID_PARAM', { field: issue.path.map(String).join('.') || 'body' });
}
