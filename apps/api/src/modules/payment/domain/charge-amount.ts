import { divRound, type Money } from '@mall/money';
import { parseRechargeAmount } from '../../chain';
import type { ErrorCode } from '../../../core/i18n/error-codes';

/** Stripe's currencies without minor units, and the three-decimal ones (everything else has 2). */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

export function currencyDecimals(currency: string): number {
  const c = currency.toLowerCase();
  return ZERO_DECIMAL.has(c) ? 0 : THREE_DECIMAL.has(c) ? 3 : 2;
}

/** A positive decimal rate ("1", "0.92", "7.1") as an exact fraction. */
export function parseRate(rate: string): { num: bigint; den: bigint } {
  const m = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!m) throw new RangeError(`not a rate: ${rate.slice(0, 20)}`);
  const frac = m[2] ?? '';
  const num = BigInt(m[1] + frac);
  if (num <= 0n) throw new RangeError('rate must be positive');
  return { num, den: 10n ** BigInt(frac.length) };
}

/**
 * What the provider charges for `amount` (micro-USDT), in minor units of `currency`, at `rate`
 * units of that currency per USDT: amount × rate, ROUNDED UP to the currency's minor unit (the
 * buyer never pays less than the amount credited; at most one minor unit more).
 */
export function chargeFor(amount: Money, rate: { num: bigint; den: bigint }, currency: string): bigint {
  if (!amount.isPositive()) throw new RangeError('charge of a non-positive amount');
  const scale = 10n ** BigInt(currencyDecimals(currency));
  // amount.minor / 1e6 USDT × num/den × scale minor units
  return divRound(amount.minor * rate.num * scale, 1_000_000n * rate.den, 'up');
}

export type TopUpAmount = { ok: true; amount: Money } | { ok: false; code: ErrorCode };

/**
 * The amount of a provider top-up, exactly: the deposit claim's rule ({@link parseRechargeAmount}:
 * present, a plain decimal, > 0, at most 2 decimals), within [min, max].
 */
export function parseTopUpAmount(raw: string | undefined, limits: { min: Money; max: Money }): TopUpAmount {
  const parsed = parseRechargeAmount(raw);
  if (!parsed.ok) return { ok: false, code: parsed.code };
  const m = parsed.amount;
  if (m.cmp(limits.min) < 0) return { ok: false, code: 'RECHARGE_BELOW_MIN' };
  if (m.cmp(limits.max) > 0) return { ok: false, code: 'RECHARGE_ABOVE_MAX' };
  return { ok: true, amount: m };
}
