import type { LangCode } from '@mall/contracts';

/** A text in several languages: request language code (`en`, `cn`, `ja`…) → text. */
export type I18nText = Partial<Record<string, string>>;

/** The text shown and the language it is in (`null`: no text to show). */
export interface ChosenText {
  text: string;
  lang: string | null;
}

const has = (t: I18nText, l: string | null | undefined): l is string => !!l && typeof t[l] === 'string' && t[l]!.trim() !== '';

/**
 * The one rule for every translated text a reader sees (goods names, options, descriptions,
 * categories, store descriptions, chat greetings, cart and order lines): the reader's language,
 * else English, else the store's own language (the one its seller writes in, `sellers.lang`), else
 * nothing — never whichever other language happens to be stored.
 */
export function chooseText(t: I18nText | null | undefined, readerLang: LangCode | string, storeLang?: string | null): ChosenText {
  if (!t || typeof t !== 'object') return { text: '', lang: null };
  for (const l of [readerLang, 'en', storeLang]) if (has(t, l)) return { text: t[l]!, lang: l };
  return { text: '', lang: null };
}

/** `chooseText`'s text only. */
export function pickText(t: I18nText | null | undefined, lang: LangCode | string, storeLang?: string | null): string {
  return chooseText(t, lang, storeLang).text;
}

/**
 * `{ [key]: text, [key + 'Lang']: language }` for an answer: the chosen text and, next to it, the
 * language it is in (clients mark text that is not in the reader's language with `lang=`).
 */
export function localized<K extends string>(
  key: K,
  t: I18nText | null | undefined,
  readerLang: string,
  storeLang?: string | null,
): Record<K, string> & Record<`${K}Lang`, string | null> {
  const c = chooseText(t, readerLang, storeLang);
  return { [key]: c.text, [`${key}Lang`]: c.lang } as Record<K, string> & Record<`${K}Lang`, string | null>;
}
