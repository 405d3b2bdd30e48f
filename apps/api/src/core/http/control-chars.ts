import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AppError } from '../errors/app-error';

/**
 * Control characters no parameter may carry: NUL (Postgres refuses it in text, and it truncates in
 * C libraries) and the other C0 controls and DEL. Tab, line feed and carriage return stay allowed:
 * free text (reviews, chat, addresses, reasons) may hold them, and identifiers are checked by their
 * own formats.
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The name of the first field (dotted path) whose key or string value holds a forbidden control character. */
export function findControlChar(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path || 'params' : null;
  if (!value || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${k}` : k;
    if (FORBIDDEN.test(k)) return path || 'params';
    const hit = findControlChar(v, at, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** Throws `COMMON_CONTROL_CHARACTER` naming the field: a clear refusal before any query runs. */
export function assertNoControlChars(...values: unknown[]): void {
  for (const v of values) {
    const field = findControlChar(v);
    if (field) throw new AppError('COMMON_CONTROL_CHARACTER', { field: field.replace(/[^\w.[\]-]/g, '?').slice(0, 64) });
  }
}

/** REST (`/v1`): path parameters, query and body are checked before any guard or controller runs. */
@Injectable()
export class ControlCharGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<{ params?: unknown; query?: unknown; body?: unknown }>();
    assertNoControlChars(req.params, req.query, req.body);
    return true;
  }
}
