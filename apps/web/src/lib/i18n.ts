import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLangCode, isRtl, resolveLang, type LangCode } from '@mall/contracts';
import { nextTask } from './next-task';
import { STORAGE_KEYS, readString, writeString } from './storage';

/**
 * What every desktop page starts with; route loaders add the rest before their page renders
 * (app/router.tsx: `catalog` for the shop pages, `account` for sign-in and the user centre, …).
 */
export const NAMESPACES = ['common'] as const;
/**
 * What the mobile site (/wap) loads at start instead: no account texts, its own `wap` texts. Its shop
 * pages add `catalog` in their loaders (app/wap/wap-pages.tsx), as the desktop ones do.
 */
export const WAP_NAMESPACES = ['common', 'wap'] as const;

/** Where the locale files are served: `<base><lang>/<ns>.json` (set by vite-locales.ts). */
declare const __LOCALE_BASE__: string;

// One small JSON file per language and namespace, fetched on demand: only the active language's
// files are loaded, and none of them is part of the JS bundle.
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLangCode(language) || !/^[\w-]+$/.test(namespace)) {
      callback(new Error(`no locale ${language}/${namespace}`), false);
      return;
    }
    nextTask()
      .then(() => fetch(`${__LOCALE_BASE__}${language}/${namespace}.json`))
      .then((res) => {
        if (!res.ok) throw new Error(`locale ${language}/${namespace}: HTTP ${res.status}`);
        return res.json() as Promise<Record<string, unknown>>;
      })
      .then(
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
  pluralRulesOfTags();
  applyDocumentLang(lang);
}

/**
 * i18next picks plural forms (`t(key, { count })` → `key_one`, `key_few`…) with `Intl.PluralRules` of
 * the language code, and some request codes are not language tags (`cn`, `tw`, `ph`: English rules, or
 * the browser's). It is given the code's BCP-47 tag instead, so every language gets its own rules, the
 * ones scripts/check-locales.mjs checks the forms against.
 */
function pluralRulesOfTags(): void {
  const resolver = i18n.services.pluralResolver as
    { getRule: (code: string, options?: object) => Intl.PluralRules | undefined } | undefined;
  if (!resolver) return;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLangCode(code) ? langTag(code) : code, options);
}

/** Switch language: load its files first, then flip the UI, `<html lang dir>` and the stored choice. */
export async function setLanguage(code: LangCode): Promise<void> {
  writeString(STORAGE_KEYS.lang, code);
  if (currentLang() !== code) await i18n.changeLanguage(code);
  applyDocumentLang(code);
}

export { i18n };
