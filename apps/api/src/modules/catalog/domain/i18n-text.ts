import type { LangCode } from '@mall/contracts';

export type I18nText = Partial<Record<string, string>>;

/** The text in `lang`, else in the seller's language, else English, else any. */
export function pickText(t: I18nText | null | undefined, lang: LangCode | string, sellerLang?: string): string {
  if (!t) return '';
  return t[lang] || (sellerLang && t[sellerLang]) || t.en || Object.values(t).find((v) => !!v) || '';
}
