import { formatNumberFast } from '@mall/contracts';
import { langTag, currentLang } from './i18n';

/**
 * Number formatting. Digits stay Latin in every language (prices are compared with the wallet and
 * chain amounts, which are Latin), grouping follows the interface language. Render the results in
 * <bdi> (see `components/ui/money.tsx`) so they keep their order inside right-to-left text.
 */
const cache = new Map<string, Intl.NumberFormat>();
function fmt(key: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = langTag(currentLang());
  const k = `${tag}|${key}`;
  let f = cache.get(k);
  if (!f) {
    f = new Intl.NumberFormat(tag, { numberingSystem: 'latn', ...opts });
    cache.set(k, f);
  }
  return f;
}

/**
 * `value` as Intl formats it with these fraction digits: from the language's number style when it has
 * one (no Intl.NumberFormat: creating the first one costs tens of milliseconds of main thread, see
 * libs/contracts/src/number-format.ts), else with Intl.
 */
function format(key: string, value: number, min: number, max: number, percent = false): string {
  const tag = langTag(currentLang());
  return (
    formatNumberFast(tag, value, min, max, percent) ??
    fmt(key, { minimumFractionDigits: min, maximumFractionDigits: max, ...(percent ? { style: 'percent' } : {}) }).format(value)
  );
}

/** 12.5 → "12.50" (two decimals, half away from zero as Intl rounds). */
export function formatAmount(value: number): string {
  return format('amount', value, 2, 2);
}

/**
 * 12.5 → "12.50 USDT"; with `exact`, sub-cent digits are kept: 1.50075 → "1.50075 USDT" (USDT has 6).
 * Also takes the APIs' decimal strings as they come ("120000.000000" → "120,000.00 USDT" in English).
 */
export function formatUsdt(value: number | string, exact = false): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return `${String(value)} USDT`;
  const text = exact ? format('exact', n, 2, 6) : formatAmount(n);
  return `${text} USDT`;
}

/** 12345 → "12,345". */
export function formatCount(value: number): string {
  return format('count', value, 0, 0);
}

/** 0.9566 → "95.7%". */
export function formatPercent(fraction: number): string {
  return format('percent', fraction, 0, 1, true);
}
