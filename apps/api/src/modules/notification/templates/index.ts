import type { LangCode } from '@mall/contracts';
import { perLanguage } from '../../../core/i18n/per-language';
import type { MailKind } from '../mail/mail-kinds';

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

/** The e-mail templates, one file per language (<code>.json; English is the fallback of a missing kind). */
export const TEMPLATES: Record<LangCode, MailCatalogue> = perLanguage<MailCatalogue>(__dirname);
