import { divRound } from './minor-units';
import { Money } from './money';

/**
 * Loan arithmetic (pure), once for the API (modules/loan) and the web (its terms box shows the same
 * numbers while the buyer types; the server recomputes everything). Amounts are Money (micro-USDT);
 * daily rates are exact decimal fractions ("0.0005" = 0.05 % a day).
 *
 * THE rounding rule (one, stated everywhere): interest is computed exactly as a fraction and rounded
 * DOWN to the micro-unit (0.000001 USDT) once, on the whole amount — never per day, never in the
 * lender's favour.
 *
 * Days (legacy-behaviour §3): every started 24 h since disbursement counts, at least one:
 * days = max(1, ceil((now − disbursedAt) / 24 h)).
 *   interest = amount × (rate × min(days, term) + overdueRate × max(0, days − term))
 * The total at term is the same formula with days = term. No fee of any kind.
 */

export const DAY_MS = 86_400_000;

export interface Ratio {
  num: bigint;
  den: bigint;
}

const RATE = /^(\d{1,4})(?:\.(\d{1,8}))?$/;

/** A decimal fraction text (at most 8 places) as num/den, or null. */
export function parseRate(text: string): Ratio | null {
  const m = RATE.exec(text.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  return { num: BigInt(m[1] + frac), den: 10n ** BigInt(frac.length) };
}

function ratio(text: string): Ratio {
  const r = parseRate(text);
  if (!r) throw new RangeError(`bad rate ${text.slice(0, 20)}`);
  return r;
}

/** Canonical text of a rate: "0.00050000" → "0.0005", "0.000" → "0". */
export function canonicalRate(text: string): string {
  const r = ratio(text);
  return decimalText(r.num, r.den);
}

/** num/den with den a power of ten, as a plain decimal without trailing zeros. */
function decimalText(num: bigint, den: bigint): string {
  const places = den.toString().length - 1;
  const s = num.toString().padStart(places + 1, '0');
  const whole = s.slice(0, s.length - places);
  const frac = places > 0 ? s.slice(s.length - places).replace(/0+$/, '') : '';
  return frac ? `${whole}.${frac}` : whole;
}

/**
 * A rate as the `.action` wire sends it (a JSON number with at most 8 decimals) as exact text:
 * 0.0005 → "0.00050000"; anything else (negative, not finite) → "0".
 */
export function rateText(rate: number): string {
  return Number.isFinite(rate) && rate >= 0 ? rate.toFixed(8) : '0';
}

/** A rate as an exact percentage: "0.0005" → "0.05". */
export function ratePercent(rate: string): string {
  const r = ratio(rate);
  return decimalText(r.num * 100n, r.den);
}

/** The yearly rate a daily rate implies, simple (× 365), as an exact percentage: "0.0005" → "18.25". */
export function aprPercent(dailyRate: string): string {
  const r = ratio(dailyRate);
  return decimalText(r.num * 36500n, r.den);
}

/** Started days since disbursement, at least 1. */
export function startedDays(disbursedAt: Date, now: Date): number {
  const ms = now.getTime() - disbursedAt.getTime();
  if (ms <= 0) return 1;
  const rest = ms % DAY_MS;
  const whole = (ms - rest) / DAY_MS;
  return rest === 0 ? Math.max(1, whole) : whole + 1;
}

export interface LoanTerms {
  amount: Money;
  termDays: number;
  dailyRate: string;
  overdueRate: string;
}

/** The rates and term of a loan, without its amount. */
export type LoanRates = Omit<LoanTerms, 'amount'>;

/**
 * Interest in minor units on `amount` minor units after `days` started days (rounded down to the
 * micro-unit, once). The web's terms box calls this one: it needs no `Money`.
 */
export function interestMinor(amount: bigint, t: LoanRates, days: number): bigint {
  const r = ratio(t.dailyRate);
  const o = ratio(t.overdueRate);
  const inTerm = BigInt(Math.min(days, t.termDays));
  const late = BigInt(Math.max(0, days - t.termDays));
  return divRound(amount * (r.num * o.den * inTerm + o.num * r.den * late), r.den * o.den, 'down');
}

/** What each day past the due date adds, in minor units (amount × overdue rate, rounded down). */
export function lateCostMinor(amount: bigint, overdueRate: string): bigint {
  const o = ratio(overdueRate);
  return divRound(amount * o.num, o.den, 'down');
}

/** Interest after `days` started days (rounded down to the micro-unit, once). */
export function interestFor(t: LoanTerms, days: number): Money {
  return Money.ofMinor(interestMinor(t.amount.minor, t, days), t.amount.currency);
}

/** What each day past the due date adds (amount × overdue rate, rounded down). */
export function lateCostPerDay(t: LoanTerms): Money {
  return Money.ofMinor(lateCostMinor(t.amount.minor, t.overdueRate), t.amount.currency);
}

export interface TermsSummary {
  amount: Money;
  termDays: number;
  dailyRate: string;
  overdueRate: string;
  aprPercent: string;
  totalInterest: Money;
  totalRepayment: Money;
  lateCostPerDay: Money;
  upfrontFee: Money;
}

/** The honest terms of an offer: everything a screen states before the buyer applies. */
export function summarize(t: LoanTerms): TermsSummary {
  const totalInterest = interestFor(t, t.termDays);
  return {
    amount: t.amount,
    termDays: t.termDays,
    dailyRate: canonicalRate(t.dailyRate),
    overdueRate: canonicalRate(t.overdueRate),
    aprPercent: aprPercent(t.dailyRate),
    totalInterest,
    totalRepayment: t.amount.add(totalInterest),
    lateCostPerDay: lateCostPerDay(t),
    upfrontFee: Money.zero(),
  };
}

export interface LoanQuote {
  days: number;
  interest: Money;
  /** amount + interest − already repaid by operator-recorded partial repayments */
  due: Money;
  overdue: boolean;
}

/** What settles the loan at `now`. */
export function quote(t: LoanTerms & { disbursedAt: Date; repaid: Money }, now: Date): LoanQuote {
  const days = startedDays(t.disbursedAt, now);
  const interest = interestFor(t, days);
  const owed = t.amount.add(interest).sub(t.repaid);
  return { days, interest, due: owed.isNegative() ? Money.zero() : owed, overdue: days > t.termDays };
}
