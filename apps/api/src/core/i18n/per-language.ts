import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANG_CODES, type LangCode } from '@mall/contracts';

/**
 * One JSON file a language (`<dir>/<code>.json`, every code of LANG_CODES), read once at start-up.
 * The build copies the JSON files beside the compiled code (tsconfig.app.json includes src/**\/*.json),
 * so `dir` is the folder of the module that calls this. A missing language stops the start, not a
 * request later.
 */
export function perLanguage<T>(dir: string): Record<LangCode, T> {
  const out = {} as Record<LangCode, T>;
  for (const lang of LANG_CODES) {
    try {
      out[lang] = JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as T;
    } catch (e) {
      throw new Error(`${join(dir, `${lang}.json`)}: ${(e as Error).message}`);
    }
  }
  return out;
}
