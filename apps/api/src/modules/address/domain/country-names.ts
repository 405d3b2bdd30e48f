import countries from 'i18n-iso-countries';
import af from 'i18n-iso-countries/langs/af.json';
import ar from 'i18n-iso-countries/langs/ar.json';
import de from 'i18n-iso-countries/langs/de.json';
import el from 'i18n-iso-countries/langs/el.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import hi from 'i18n-iso-countries/langs/hi.json';
import id from 'i18n-iso-countries/langs/id.json';
import it from 'i18n-iso-countries/langs/it.json';
import ja from 'i18n-iso-countries/langs/ja.json';
import ko from 'i18n-iso-countries/langs/ko.json';
import ms from 'i18n-iso-countries/langs/ms.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import th from 'i18n-iso-countries/langs/th.json';
import tr from 'i18n-iso-countries/langs/tr.json';
import vi from 'i18n-iso-countries/langs/vi.json';
import zh from 'i18n-iso-countries/langs/zh.json';

for (const locale of [af, ar, de, el, en, es, fr, hi, id, it, ja, ko, ms, pt, ru, th, tr, vi, zh]) countries.registerLocale(locale);

/** Our language codes → the library's (no Tagalog in it: `ph` reads English). */
const LOCALE: Record<string, string> = { cn: 'zh', tw: 'zh' };
const SUPPORTED = new Set(['af', 'ar', 'de', 'el', 'en', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'vi']);

/** Names the library words in a way this product does not (a neutral name instead). */
const OVERRIDES: Record<string, Record<string, string>> = { cn: { TW: '台湾' }, tw: { TW: '台灣' } };

/** The country's name in our language code `lang`, else `fallback` (the dataset's English name). */
export function countryName(iso2: string, lang: string, fallback: string): string {
  const override = OVERRIDES[lang]?.[iso2];
  if (override) return override;
  const locale = LOCALE[lang] ?? (SUPPORTED.has(lang) ? lang : null);
  if (!locale || locale === 'en') return fallback;
  return countries.getName(iso2, locale, { select: 'official' }) ?? fallback;
}
