import { join } from 'node:path';
import { type LangCode, resolveLang } from '@mall/contracts';
import type { ErrorCode } from './error-codes';
import type { ErrorParams } from '../errors/app-error';
import { perLanguage } from './per-language';

type Catalogue = Partial<Record<ErrorCode, string>>;

/** The server's message catalogue: one table per language (messages/<code>.json), English fallback. */
export const CATALOGUES: Record<LangCode, Catalogue> = perLanguage<Catalogue>(join(__dirname, 'messages'));

export function translate(code: ErrorCode, lang: string | undefined, params: ErrorParams = {}): string {
  const l = resolveLang(lang);
  const template = CATALOGUES[l][code] ?? CATALOGUES.en[code] ?? code;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
