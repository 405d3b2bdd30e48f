import { WALLET_STATEMENT_TYPES } from '@mall/contracts';
import { z } from 'zod';

const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();

/** An instant with its offset (`2026-11-27T00:00:00+08:00`, `…Z`): the client chose the day in its reader's time zone. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real calendar day (Date.parse rolls 2026-02-30 over into March). */
function realDay(m: RegExpExecArray): boolean {
  const [y, mo, d] = [+m[1], +m[2], +m[3]];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}
const instant = z
  .string()
  .trim()
  .max(40, 'COMMON_INVALID_PARAM')
  .transform((s, ctx) => {
    if (s === '') return undefined;
    const m = INSTANT.exec(s);
    const ms = m && realDay(m) ? Date.parse(s) : NaN;
    if (Number.isFinite(ms)) return new Date(ms);
    ctx.addIssue({ code: 'custom', message: 'COMMON_INVALID_PARAM' });
    return z.NEVER;
  })
  .optional();

/**
 * `wallet!statement` (ours): `account` available (default) | frozen; `type` one of the statement types
 * or empty for all; `from` (inclusive) / `to` (exclusive) instants; paging style A.
 */
export const WalletStatementParams = z
  .object({
    pageNum: opt(16),
    pageSize: opt(16),
    account: z.enum(['', 'available', 'frozen'], { error: 'COMMON_INVALID_PARAM' }).optional(),
    type: z.enum(['', ...WALLET_STATEMENT_TYPES], { error: 'COMMON_INVALID_PARAM' }).optional(),
    from: instant,
    to: instant,
  })
  .refine((p) => !p.from || !p.to || p.from < p.to, { message: 'COMMON_INVALID_PARAM', path: ['to'] });
