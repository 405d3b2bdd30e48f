import type { LangCode } from '@mall/contracts';
import type { MailKind } from '../mail/mail-kinds';
import en from './en.json';
import cn from './cn.json';
import tw from './tw.json';
import ja from './ja.json';
import ko from './ko.json';
import de from './de.json';
import fr from './fr.json';
import es from './es.json';
import pt from './pt.json';
import it from './it.json';
import ru from './ru.json';
import tr from './tr.json';
import el from './el.json';
import ms from './ms.json';
import id from './id.json';
import th from './th.json';
import vi from './vi.json';
import hi from './hi.json';
import ph from './ph.json';
import af from './af.json';
import ar from './ar.json';

/** The frame around every message: greeting, signature, footer, and the hint under a button. */
export interface MailLayout {
  greeting: string;
  signature: string;
  footer: string;
  linkHint: string;
}

/** One kind in one language: `{name}` stands for a value of the payload (or `{brand}`). */
export interface MailTemplate {
  subject: string;
  /** paragraphs */
  lines: string[];
  /** the button's label, for kinds with an action link */
  action?: string;
}

export interface MailCatalogue {
  layout: MailLayout;
  kinds: Partial<Record<MailKind, MailTemplate>>;
}

/** The e-mail templates, one file per language (English is the fallback of a missing kind). */
export const TEMPLATES: Record<LangCode, MailCatalogue> = {
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
