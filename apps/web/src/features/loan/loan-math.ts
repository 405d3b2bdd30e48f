/**
 * The loan arithmetic of the server (modules/loan/domain/loan-terms.ts), for the live terms box while
 * the buyer types: bigint micro-USDT, interest = amount × rate × days, ROUNDED DOWN to 0.000001 USDT
 * once. The server recomputes everything; this only shows the same numbers before asking.
 */

const MICRO = 1_000_000n;

interface Ratio {
  num: bigint;
  den: bigint;
}

/** A rate as the API sends it (a JSON number with ≤ 8 decimals) as an exact fraction. */
export function rateRatio(rate: number): Ratio {
  const text = Number.isFinite(rate) && rate >= 0 ? rate.toFixed(8) : '0';
  const [whole, frac = ''] = text.split('.');
  return { num: BigInt(whole + frac), den: 10n ** BigInt(frac.length) };
}

function decimalText(num: bigint, den: bigint): string {
  const places = den.toString().length - 1;
  const s = num.toString().padStart(places + 1, '0');
  const whole = s.slice(0, s.length - places);
  const frac = places > 0 ? s.slice(s.length - places).replace(/0+$/, '') : '';
  return frac ? `${whole}.${frac}` : whole;
}

/** 0.0005 → "0.05" (percent, exact). */
export function ratePercent(rate: number): string {
  const r = rateRatio(rate);
  return decimalText(r.num * 100n, r.den);
}

export interface OfferTerms {
  /** micro-USDT */
  amount: bigint;
  totalInterest: bigint;
  totalRepayment: bigint;
  lateFeePerDay: bigint;
}

/** The honest terms of an offer: whole-USDT `amount`, `term` days. */
export function offerTerms(amountWhole: bigint, term: number, rate: number, overdueRate: number): OfferTerms {
  const amount = amountWhole * MICRO;
  const r = rateRatio(rate);
  const o = rateRatio(overdueRate);
  const totalInterest = (amount * r.num * BigInt(term)) / r.den; // ≥ 0: division truncates = rounds down
  return { amount, totalInterest, totalRepayment: amount + totalInterest, lateFeePerDay: (amount * o.num) / o.den };
}

/** `applyAmount` as typed: a whole number of USDT, or null. */
export function parseWhole(text: string): bigint | null {
  const s = text.trim();
  return /^\d{1,12}$/.test(s) ? BigInt(s) : null;
}
