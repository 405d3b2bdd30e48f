import { Money, MoneyParseError } from '@mall/money';
import type { ErrorCode } from '../../../core/i18n/error-codes';
import type { ErrorParams } from '../../../core/errors/app-error';

/** A deposit claim is at least 1 USDT, whatever the channel says. */
export const RECHARGE_FLOOR = Money.parse('1');
/** Claims carry at most 2 decimals (the clients' input rule). */
const CLAIM_DECIMALS_UNIT = 10_000n; // micro-units per cent

export type AmountCheck = { ok: true; amount: Money } | { ok: false; code: ErrorCode; params?: ErrorParams };

/**
 * The amount of a manual deposit claim, exactly (no floats): present, a plain decimal, > 0, at most
 * 2 decimals. The channel limits are checked separately ({@link checkRechargeLimits}).
 */
export function parseRechargeAmount(raw: string | undefined): AmountCheck {
  const s = (raw ?? '').trim();
  if (!s) return { ok: false, code: 'RECHARGE_AMOUNT_REQUIRED' };
  let m: Money;
  try {
    m = Money.parse(s, 'USDT', { allowNegative: true });
  } catch (e) {
    if (!(e instanceof MoneyParseError)) throw e;
    if (e.reason === 'precision') return { ok: false, code: 'RECHARGE_AMOUNT_DECIMALS' };
    // A number too long to parse is still a number: say what is wrong with it.
    const numeric = /^(-)?\d+(\.\d+)?$/.exec(s);
    if (numeric && numeric[1]) return { ok: false, code: 'RECHARGE_AMOUNT_NOT_POSITIVE' };
    if (numeric || e.reason === 'range') return { ok: false, code: 'RECHARGE_ABOVE_MAX' };
    return { ok: false, code: 'RECHARGE_AMOUNT_INVALID' };
  }
  if (!m.isPositive()) return { ok: false, code: 'RECHARGE_AMOUNT_NOT_POSITIVE' };
  if (m.minor % CLAIM_DECIMALS_UNIT !== 0n) return { ok: false, code: 'RECHARGE_AMOUNT_DECIMALS' };
  return { ok: true, amount: m };
}

/** min ≤ amount ≤ max, where min is never below {@link RECHARGE_FLOOR}. */
export function checkRechargeLimits(amount: Money, limits: { min: Money; max: Money }): AmountCheck {
  const min = limits.min.cmp(RECHARGE_FLOOR) < 0 ? RECHARGE_FLOOR : limits.min;
  if (amount.cmp(min) < 0) return { ok: false, code: 'RECHARGE_BELOW_MIN', params: { min: trimZeros(min) } };
  if (amount.cmp(limits.max) > 0) return { ok: false, code: 'RECHARGE_ABOVE_MAX', params: { max: trimZeros(limits.max) } };
  return { ok: true, amount };
}

/** "10.500000" → "10.5", "1.000000" → "1" (for messages). */
export function trimZeros(m: Money): string {
  return m.format().replace(/\.?0+$/, '');
}

/**
 * On-chain token units → micro-USDT. Tokens with more decimals than 6 (BSC's USDT has 18) are
 * rounded down; the dust below a micro-unit is not credited.
 */
export function tokenToMicro(raw: bigint, tokenDecimals: number): bigint {
  if (raw < 0n) throw new RangeError('negative token amount');
  const d = BigInt(tokenDecimals);
  return d >= 6n ? raw / 10n ** (d - 6n) : raw * 10n ** (6n - d);
}
