import { Money } from '@mall/money';

/**
 * The loan product's constants and the parsing of an application's amount. The arithmetic (rates,
 * interest rounded down once, started days, quotes) lives in `@mall/money` (`loan-terms`), shared with
 * the web's terms box; it is re-exported here so the module keeps one place to import it from.
 */
export {
  DAY_MS,
  aprPercent,
  canonicalRate,
  interestFor,
  lateCostPerDay,
  parseRate,
  quote,
  startedDays,
  summarize,
  type LoanQuote,
  type LoanTerms,
  type Ratio,
  type TermsSummary,
} from '@mall/money';

/** Every term the product knows (days); the operator chooses which are offered. */
export const ALL_TERMS = [7, 14, 30, 60, 90, 180, 365] as const;
export const MAX_TERM_DAYS = 365;

/** Parse `applyAmount`: a whole number of USDT. */
export function parseWholeAmount(
  text: string | undefined,
): { ok: true; amount: Money } | { ok: false; code: 'LOAN_PARAM_ERROR' | 'LOAN_AMOUNT_OUT_OF_RANGE' } {
  const s = (text ?? '').trim();
  if (/^-\d{1,12}$/.test(s)) return { ok: false, code: 'LOAN_AMOUNT_OUT_OF_RANGE' };
  if (!/^\d{1,12}$/.test(s)) return { ok: false, code: 'LOAN_PARAM_ERROR' };
  return { ok: true, amount: Money.parse(s) };
}
