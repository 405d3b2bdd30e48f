import type { ZodType } from 'zod';
import { AppError } from '../core/errors/app-error';
import { ERROR_CODES, type ErrorCode } from '../core/i18n/error-codes';

const KNOWN = new Set<string>(ERROR_CODES);

/** Merge the query string (wins, as the old servlet's getParameter did) over a form or JSON body. First value of repeats. */
export function mergeParams(query: unknown, body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const take = (src: unknown) => {
    if (!src || typeof src !== 'object' || Array.isArray(src)) return;
    for (const [k, v] of Object.entries(src as Record<string, unknown>)) {
      if (k in out || k === '__proto__' || k === 'constructor') continue;
      const first = Array.isArray(v) ? v[0] : v;
      if (typeof first === 'string') out[k] = first;
      else if (typeof first === 'number' || typeof first === 'boolean') out[k] = String(first);
    }
  };
  take(query);
  take(body);
  return out;
}

/** Validate with the action's schema; the first issue becomes a localized business error. */
export function parseParams<T>(schema: ZodType<T> | undefined, raw: Record<string, string>): T {
  if (!schema) return raw as T;
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue.path.map(String).join('.') || 'params';
  const code: ErrorCode = KNOWN.has(issue.message)
    ? (issue.message as ErrorCode)
    : issue.code === 'too_big' && (issue as { origin?: string }).origin === 'string'
      ? 'COMMON_PARAM_TOO_LONG'
      : 'COMMON_INVALID_PARAM';
  const max = (issue as { maximum?: number | bigint }).maximum;
  throw new AppError(code, { field, ...(max !== undefined ? { max: Number(max) } : {}) });
}
