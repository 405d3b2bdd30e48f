#!/usr/bin/env node
/**
 * Locale check: every language of LANGUAGES has every namespace file and every key of `en`
 * (and no others); no value is left in English (identical to `en` and longer than 3 characters)
 * unless it is on the allow-list; interpolation placeholders match; languages with their own
 * script actually use it. Exit code 1 on any problem.
 *
 *   node apps/web/scripts/check-locales.mjs
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const localesDir = resolve(here, '../src/locales');
const languagesTs = resolve(here, '../../../libs/contracts/src/languages.ts');

/** Values that are the same in every language. */
const ALLOW_SAME = new Set(['Email', 'USDT', 'Lumen Bazaar', 'Facebook', 'Google', 'Instagram', 'YouTube', 'X (Twitter)']);

/** `<lang>:<namespace>:<key>` entries where the language really uses the English word. */
const ALLOW_KEYS = new Set([
  'it:account:fields.password',
  'ph:account:fields.password',
  // French uses the same words
  'fr:catalog:pagination.label',
  'fr:catalog:pagination.page',
  'fr:admin:disputes.cols.lineTotal',
  'fr:admin:disputes.photos',
  'fr:wallet:statement.type',
  'fr:wallet:statement.refs.tx',
  // "Total" and "Item" are the words these languages use
  'es:admin:disputes.cols.lineTotal',
  'pt:admin:disputes.cols.lineTotal',
  'id:admin:disputes.cols.lineTotal',
  'pt:admin:disputes.cols.item',
  'ms:admin:disputes.cols.item',
  'af:admin:disputes.cols.item',
  // Filipino shops say "Order" and "Refund" (as the rest of its catalogue does)
  'ph:admin:disputes.cols.order',
  'ph:wallet:statement.purposes.refund',
]);

/** Languages whose text must contain their own script (catches untranslated English). */
const SCRIPTS = {
  cn: /\p{Script=Han}/u,
  tw: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  th: /\p{Script=Thai}/u,
  hi: /\p{Script=Devanagari}/u,
  ar: /\p{Script=Arabic}/u,
};

const languageList = [...readFileSync(languagesTs, 'utf8').matchAll(/code:\s*'([a-z]{2})',\s*tag:\s*'([\w-]+)'/g)];
const codes = languageList.map((m) => m[1]);
const tags = Object.fromEntries(languageList.map((m) => [m[1], m[2]]));

/**
 * Plurals (i18next, `t(key, { count })`): `en` writes a family as `<base>_one` + `<base>_other`; every
 * language has exactly the forms its plural rules use (CLDR, via Intl.PluralRules of its BCP-47 tag, as
 * lib/i18n.ts tells i18next): `ja` only `_other`, `ru` `_one/_few/_many/_other`, `ar` all six.
 */
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const categories = (lang) => new Intl.PluralRules(tags[lang]).resolvedOptions().pluralCategories;
/** The keys `lang` must have, each with the English value it is compared with. */
function expectedKeys(lang, en) {
  const out = {};
  for (const [key, value] of Object.entries(en)) {
    const m = PLURAL.exec(key);
    if (!m || !(`${m[1]}_other` in en)) {
      out[key] = value;
      continue;
    }
    if (m[2] !== 'other') continue; // a family is expanded once, from its `_other`
    for (const c of categories(lang)) out[`${m[1]}_${c}`] = en[`${m[1]}_${c}`] ?? value;
  }
  return out;
}
if (codes.length !== 21) {
  console.error(`expected 21 languages in ${languagesTs}, found ${codes.length}`);
  process.exit(1);
}

function flatten(obj, prefix = '', out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

const load = (lang, ns) => flatten(JSON.parse(readFileSync(join(localesDir, lang, `${ns}.json`), 'utf8')));
const placeholders = (s) =>
  [...String(s).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const letters = (s) =>
  String(s)
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/[^\p{L}]/gu, '');

const namespaces = readdirSync(join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
const problems = [];
let checked = 0;

for (const ns of namespaces) {
  const en = load('en', ns);
  for (const [key, value] of Object.entries(en)) {
    if (typeof value !== 'string' || !value.trim()) problems.push(`en/${ns}: ${key} must be a non-empty string`);
  }
  const enExpected = expectedKeys('en', en);
  for (const key of Object.keys(en)) if (!(key in enExpected)) problems.push(`en/${ns}: ${key} is not a plural form English uses`);
  for (const key of Object.keys(enExpected)) if (!(key in en)) problems.push(`en/${ns}: missing plural form ${key}`);
  for (const lang of codes) {
    if (lang === 'en') continue;
    const file = join(localesDir, lang, `${ns}.json`);
    if (!existsSync(file)) {
      problems.push(`${lang}/${ns}.json is missing`);
      continue;
    }
    let tr;
    try {
      tr = load(lang, ns);
    } catch (e) {
      problems.push(`${lang}/${ns}.json is not valid JSON: ${e.message}`);
      continue;
    }
    const expected = expectedKeys(lang, en);
    for (const [key, enValue] of Object.entries(expected)) {
      checked++;
      const v = tr[key];
      if (v === undefined) {
        problems.push(`${lang}/${ns}: missing key ${key}`);
        continue;
      }
      if (typeof v !== 'string' || !v.trim()) {
        problems.push(`${lang}/${ns}: ${key} must be a non-empty string`);
        continue;
      }
      const same = v.trim() === String(enValue).trim();
      if (same && v.trim().length > 3 && letters(v).length > 0 && !ALLOW_SAME.has(v.trim()) && !ALLOW_KEYS.has(`${lang}:${ns}:${key}`)) {
        problems.push(`${lang}/${ns}: ${key} is still English: ${JSON.stringify(v)}`);
      }
      if (placeholders(v) !== placeholders(enValue)) {
        problems.push(`${lang}/${ns}: ${key} placeholders {${placeholders(v)}} differ from en {${placeholders(enValue)}}`);
      }
      const script = SCRIPTS[lang];
      if (script && letters(v).length > 0 && !ALLOW_SAME.has(v.trim()) && !script.test(letters(v))) {
        problems.push(`${lang}/${ns}: ${key} has no ${lang} script: ${JSON.stringify(v)}`);
      }
    }
    for (const key of Object.keys(tr)) {
      if (!(key in expected)) problems.push(`${lang}/${ns}: extra key ${key} (not in en, nor a plural form ${lang} uses)`);
    }
  }
}

const extraDirs = readdirSync(localesDir).filter((d) => !codes.includes(d));
for (const d of extraDirs) problems.push(`locales/${d} is not one of the 21 languages`);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} locale problem(s).`);
  process.exit(1);
}
console.log(`locales ok: ${codes.length} languages × ${namespaces.length} namespaces, ${checked} translated values checked`);
