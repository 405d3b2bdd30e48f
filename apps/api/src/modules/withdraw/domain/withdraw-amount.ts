import { Money, MoneyParseError } from '@mall/money';
import type { ErrorParams } from '../../../core/errors/app-error';
import type { ErrorCode } from '../../../core/i18n/error-codes';

export type AmountCheck = { ok: true; amount: Money } | { ok: false; code: ErrorCode; params?: ErrorParams };

/**
 * The amount of a withdrawal, exactly (no floats): present, a plain decimal, > 0, at most 6
 * decimals (one micro-USDT). A number too large to be an amount is "above the maximum".
 */
export function parseWithdrawAmount(raw: string | undefined): AmountCheck {
  const s = (raw ?? '').trim();
  if (!s) return { ok: false, code: 'WITHDRAW_AMOUNT_REQUIRED' };
  let m: Money;
  try {
    m = Money.parse(s, 'USDT', { allowNegative: true });
  } catch (e) {
    if (!(e instanceof MoneyParseError)) throw e;
    const numeric = /^([+-])?\d+(\.\d+)?$/.exec(s);
    if (numeric?.[1] === '-') return { ok: false, code: 'WITHDRAW_AMOUNT_NOT_POSITIVE' };
    // A leading `+` is not a plain decimal: malformed, whatever its size.
    if (numeric?.[1] === '+') return { ok: false, code: 'WITHDRAW_AMOUNT_INVALID' };
    if (e.reason === 'precision') return { ok: false, code: 'WITHDRAW_AMOUNT_DECIMALS' };
    if (numeric || e.reason === 'range') return { ok: false, code: 'WITHDRAW_ABOVE_MAX' };
    return { ok: false, code: 'WITHDRAW_AMOUNT_INVALID' };
  }
  if (!m.isPositive()) return { ok: false, code: 'WITHDRAW_AMOUNT_NOT_POSITIVE' };
  return { ok: true, amount: m };
}

/** min ≤ amount ≤ max. */
export function checkWithdrawLimits(amount: Money, limits: { min: Money; max: Money }): AmountCheck {
  if (amount.cmp(limits.min) < 0) return { ok: false, code: 'WITHDRAW_BELOW_MIN', params: { min: trimZeros(limits.min) } };
  if (amount.cmp(limits.max) > 0) return { ok: false, code: 'WITHDRAW_ABOVE_MAX', params: { max: trimZeros(limits.max) } };
  return { ok: true, amount };
}

/** A fee fraction as stored: `0`, `0.01`, `0.000001` (0 ≤ f < 1, at most 6 decimals). */
export const FEE_RATE_PATTERN = /^0(\.\d{1,6})?$/;

/**
 * fee = amount × rate, rounded UP to the micro-unit (the platform never pays a fraction of a fee
 * out of its own pocket, and a rate > 0 always costs at least one micro-unit); arrival = amount − fee.
 * Answers null when nothing would arrive.
 */
export function withdrawFee(amount: Money, rate: string): { fee: Money; arrival: Money } | null {
  if (!FEE_RATE_PATTERN.test(rate)) throw new RangeError(`bad fee rate ${rate.slice(0, 20)}`);
  const fee = amount.mulDecimal(rate, 'up');
  const arrival = amount.sub(fee);
  return arrival.isPositive() ? { fee, arrival } : null;
}

/** "10.500000" → "10.5", "1.000000" → "1" (for messages). */
export function trimZeros(m: Money): string {
  return m.format().replace(/\.?0+$/, '');
}

/**
 * micro-USDT → the token's on-chain units. Tokens with more decimals scale up exactly; a token with
 * fewer decimals cannot carry a micro-unit remainder, which is refused (never rounded away).
 */
export function microToToken(micro: bigint, tokenDecimals: number): bigint {
  if (micro <= 0n) throw new RangeError('payout amount must be positive');
  const d = BigInt(tokenDecimals);
  if (d >= 6n) return micro * 10n ** (d - 6n);
  const unit = 10n ** (6n - d);
  if (micro % unit !== 0n) throw new RangeError(`amount has more precision than the token's ${tokenDecimals} decimals`);
  return micro / unit;
}
