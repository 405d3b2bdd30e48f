import { langTag } from './i18n';
import { useLang } from './use-lang';

/**
 * The `lang` attribute of a server-chosen text (`nameLang`, `desLang`, `shopRemarkLang`…): the
 * text's BCP-47 tag when it is not in the reader's language (the server fell back to English or to
 * the store's own language), so screen readers pronounce it and fonts render it right; else
 * undefined (it inherits the page's). No banner: the mark is the attribute alone.
 */
export function textLangAttr(used: string | null | undefined, reader: string): string | undefined {
  return used && used !== reader ? langTag(used) : undefined;
}

/** `textLangAttr` for the current interface language. */
export function useTextLang(): (used: string | null | undefined) => string | undefined {
  const reader = useLang();
  return (used) => textLangAttr(used, reader);
}
