import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLangCode, isRtl, resolveLang, type LangCode } from '@mall/contracts';
import { STORAGE_KEYS, readString, writeString } from './storage';

export const NAMESPACES = ['common', 'account', 'catalog'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** What the mobile site (/wap) loads at start instead: no account texts, its own `wap` texts. */
export const WAP_NAMESPACES = ['common', 'catalog', 'wap'] as const;

// One lazily loaded chunk per language and namespace: only the active language is fetched.
const loaders = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no locale ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data as never),
      (err: unknown) => callback(err as Error, false),
    );
  },
};

/**
 * A `lang` value from a URL: request codes (en, cn, ar, …) or tags (zh-CN, fil, …).
 * Returns null when it names no supported language, so junk never overrides a stored choice.
 */
export function parseLang(value: string | null | undefined): LangCode | null {
  if (!value) return null;
  const v = value.trim();
  if (isLangCode(v)) return v;
  const code = resolveLang(v);
  if (code !== 'en') return code;
  return /^en([-_].*)?$/i.test(v) ? 'en' : null;
}

export function langTag(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.tag ?? 'en';
}

/** The request code of the current interface language (sent as `lang` on every API call). */
export function currentLang(): LangCode {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLangCode(l) ? l : 'en';
}

/** Language for the first render: `?lang=` (stored), else the stored choice, else English. */
export function initialLang(search: string): LangCode {
  const fromUrl = parseLang(new URLSearchParams(search).get('lang'));
  if (fromUrl) {
    writeString(STORAGE_KEYS.lang, fromUrl);
    return fromUrl;
  }
  return parseLang(readString(STORAGE_KEYS.lang)) ?? 'en';
}

function applyDocumentLang(code: LangCode): void {
  const html = document.documentElement;
  html.lang = langTag(code);
  html.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export async function initI18n(lang: LangCode, namespaces: readonly string[] = NAMESPACES): Promise<void> {
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      // Every language has every key (scripts/check-locales.mjs), so no English fallback is
      // fetched alongside the active language.
      fallbackLng: false,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: false },
    });
  applyDocumentLang(lang);
}

/** Switch language: load its files first, then flip the UI, `<html lang dir>` and the stored choice. */
export async function setLanguage(code: LangCode): Promise<void> {
  writeString(STORAGE_KEYS.lang, code);
  if (currentLang() !== code) await i18n.changeLanguage(code);
  applyDocumentLang(code);
}

export { i18n };
