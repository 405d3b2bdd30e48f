/** The 21 interface languages: the request code sent as `lang` on the wire, and the BCP-47 tag used inside. */
export const LANGUAGES = [
  { code: 'en', tag: 'en', name: 'English' },
  { code: 'cn', tag: 'zh-CN', name: '简体中文' },
  { code: 'tw', tag: 'zh-TW', name: '繁體中文' },
  { code: 'ja', tag: 'ja', name: '日本語' },
  { code: 'ko', tag: 'ko', name: '한국어' },
  { code: 'de', tag: 'de', name: 'Deutsch' },
  { code: 'fr', tag: 'fr', name: 'Français' },
  { code: 'es', tag: 'es', name: 'Español' },
  { code: 'pt', tag: 'pt', name: 'Português' },
  { code: 'it', tag: 'it', name: 'Italiano' },
  { code: 'ru', tag: 'ru', name: 'Русский' },
  { code: 'tr', tag: 'tr', name: 'Türkçe' },
  { code: 'el', tag: 'el', name: 'Ελληνικά' },
  { code: 'ms', tag: 'ms', name: 'Bahasa Melayu' },
  { code: 'id', tag: 'id', name: 'Bahasa Indonesia' },
  { code: 'th', tag: 'th', name: 'ไทย' },
  { code: 'vi', tag: 'vi', name: 'Tiếng Việt' },
  { code: 'hi', tag: 'hi', name: 'हिन्दी' },
  { code: 'ph', tag: 'fil', name: 'Filipino' },
  { code: 'af', tag: 'af', name: 'Afrikaans' },
  { code: 'ar', tag: 'ar', name: 'العربية' },
] as const;

export type LangCode = (typeof LANGUAGES)[number]['code'];
export const LANG_CODES: readonly LangCode[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANG: LangCode = 'en';

/** Right-to-left languages. ur, fa and the spec's "pr" are listed for brands that add them. */
export const RTL_LANGS: readonly string[] = ['ar', 'ur', 'fa', 'pr'];

export function isLangCode(v: unknown): v is LangCode {
  return typeof v === 'string' && (LANG_CODES as readonly string[]).includes(v);
}

/** Resolve a request's `lang` to a supported code (also accepts BCP-47 tags such as zh-CN); unknown → English. */
export function resolveLang(v: unknown): LangCode {
  if (typeof v !== 'string' || v === '') return DEFAULT_LANG;
  const s = v.trim();
  if (isLangCode(s)) return s;
  const byTag = LANGUAGES.find((l) => l.tag.toLowerCase() === s.toLowerCase());
  return byTag ? byTag.code : DEFAULT_LANG;
}

export function isRtl(code: string): boolean {
  return RTL_LANGS.includes(code);
}
