import { currentLang, langTag } from '@/lib/i18n';

const cache = new Map<string, Intl.NumberFormat>();

/**
 * An exact decimal string from the API ("56.905000") as text with Latin digits, at least 2 and at most
 * 6 decimals ("56.905"), grouped as the interface language groups. The string is formatted as is
 * (Intl takes decimal strings exactly), never through a float.
 */
export function formatDecimal(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const tag = langTag(currentLang());
  let f = cache.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag, { numberingSystem: 'latn', minimumFractionDigits: 2, maximumFractionDigits: 6 });
    cache.set(tag, f);
  }
  return f.format(value as unknown as number);
}
