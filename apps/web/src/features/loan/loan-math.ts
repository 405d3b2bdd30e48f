import { interestMinor, lateCostMinor, ratePercent as exactPercent, rateText } from '@mall/money';

/**
 * The live terms box while the buyer types, with the server's own loan arithmetic in minor units
 * (`@mall/money` loan-terms: interest = amount × rate × days, rounded down to 0.000001 USDT once).
 * Rates arrive as JSON numbers and are read as exact text. The server recomputes everything; this only
 * shows the same numbers before asking.
 */

const MICRO = 1_000_000n;

/** 0.0005 → "0.05" (percent, exact). */
export function ratePercent(rate: number): string {
  return exactPercent(rateText(rate));
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
  const rates = { termDays: term, dailyRate: rateText(rate), overdueRate: rateText(overdueRate) };
  const totalInterest = interestMinor(amount, rates, term);
  return { amount, totalInterest, totalRepayment: amount + totalInterest, lateFeePerDay: lateCostMinor(amount, rates.overdueRate) };
}

/** `applyAmount` as typed: a whole number of USDT, or null. */
export function parseWhole(text: string): bigint | null {
  const s = text.trim();
  return /^\d{1,12}$/.test(s) ? BigInt(s) : null;
}
