#!/usr/bin/env node
// Merge server error messages into the 21 catalogues (apps/api/src/core/i18n/messages/<lang>.json).
// Input: a JSON file { "CODE": { "en": "…", "cn": "…", … } }; English is required for a new code,
// other languages fall back to English at run time when missing. Existing codes are overwritten
// only for the languages given. Writes each catalogue atomically (temp file + rename), so several
// people adding codes at once do not corrupt a file.
//   node tools/i18n/merge-messages.mjs path/to/messages.json
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../../apps/api/src/core/i18n/messages/', import.meta.url).pathname;
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const en = JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8'));
for (const [code, texts] of Object.entries(input)) {
  if (!/^[A-Z][A-Z0-9_]+$/.test(code)) throw new Error(`bad code ${code}`);
  if (!(code in en) && !texts.en) throw new Error(`${code}: a new code needs an English text`);
}
const langs = new Set(Object.values(input).flatMap((t) => Object.keys(t)));
for (const lang of langs) {
  const file = join(dir, `${lang}.json`);
  const cat = JSON.parse(readFileSync(file, 'utf8'));
  for (const [code, texts] of Object.entries(input)) if (texts[lang] !== undefined) cat[code] = texts[lang];
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(cat, null, 2) + '\n');
  renameSync(tmp, file);
}
console.log(`merged ${Object.keys(input).length} codes into ${langs.size} catalogues`);
