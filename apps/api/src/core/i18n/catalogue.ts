import { LANG_CODES, type LangCode, resolveLang } from '@mall/contracts';
import type { ErrorCode } from './error-codes';
import type { ErrorParams } from '../errors/app-error';
import en from './messages/en.json';
import cn from './messages/cn.json';
import tw from './messages/tw.json';
import ja from './messages/ja.json';
import ko from './messages/ko.json';
import de from './messages/de.json';
import fr from './messages/fr.json';
import es from './messages/es.json';
import pt from './messages/pt.json';
import it from './messages/it.json';
import ru from './messages/ru.json';
import tr from './messages/tr.json';
import el from './messages/el.json';
import ms from './messages/ms.json';
import id from './messages/id.json';
import th from './messages/th.json';
import vi from './messages/vi.json';
import hi from './messages/hi.json';
import ph from './messages/ph.json';
import af from './messages/af.json';
import ar from './messages/ar.json';

type Catalogue = Partial<Record<ErrorCode, string>>;

/** The server's message catalogue: one table per language, English fallback. */
export const CATALOGUES: Record<LangCode, Catalogue> = {
  en,
  cn,
  tw,
  ja,
  ko,
  de,
  fr,
  es,
  pt,
  it,
  ru,
  tr,
  el,
  ms,
  id,
  th,
  vi,
  hi,
  ph,
  af,
  ar,
};

for (const l of LANG_CODES) if (!CATALOGUES[l]) throw new Error(`message catalogue missing for ${l}`);

export function translate(code: ErrorCode, lang: string | undefined, params: ErrorParams = {}): string {
  const l = resolveLang(lang);
  const template = CATALOGUES[l][code] ?? en[code] ?? code;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
