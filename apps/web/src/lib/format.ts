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

/** 12.5 → "12.50" (two decimals, half away from zero as Intl rounds). */
export function formatAmount(value: number): string {
  return fmt('amount', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** 12.5 → "12.50 USDT"; with `exact`, sub-cent digits are kept: 1.50075 → "1.50075 USDT" (USDT has 6). */
export function formatUsdt(value: number, exact = false): string {
  const text = exact ? fmt('exact', { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(value) : formatAmount(value);
  return `${text} USDT`;
}

/** 12345 → "12,345". */
export function formatCount(value: number): string {
  return fmt('count', { maximumFractionDigits: 0 }).format(value);
}

/** 0.9566 → "95.7%". */
export function formatPercent(fraction: number): string {
  return fmt('percent', { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
}
