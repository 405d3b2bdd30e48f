import type { ZodType } from 'zod';
import { AppError } from '../errors/app-error';

/** Validate a REST body or query with zod; the first issue becomes COMMON_INVALID_PARAM (400) naming the field. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
  throw new AppError('COMMON_INVALID_PARAM', { field: path.map(String).join('.') || 'body' });
}
