import { LANGUAGES, isRtl, resolveLang, type LangCode } from '@mall/contracts';
import { TEMPLATES, type MailLayout, type MailTemplate } from '../templates';
import { isMailKind, kindSpec, type MailKind, type MailParamType } from './mail-kinds';

/** Who sends, and where the reader is presumed to be. */
export interface MailContext {
  /** the brand's name, `{brand}` in every template */
  brand: string;
  /** the brand's main colour (the button), `#rgb` or `#rrggbb` */
  color: string;
  /** dates are shown in this IANA time zone (BUSINESS_TZ) */
  timeZone: string;
  /** the language when the payload names none (the brand's default) */
  defaultLang: string;
}

export interface RenderedMail {
  lang: LangCode;
  /** its BCP-47 tag (Content-Language) */
  tag: string;
  subject: string;
  text: string;
  html: string;
}

/** A row that can never be rendered (unknown kind, missing value): retrying does not help. */
export class MailRenderError extends Error {}

const TAGS = new Map<string, string>(LANGUAGES.map((l) => [l.code, l.tag]));
const DEFAULT_COLOR = '#0f766e';
const PLACEHOLDER = /\{(\w+)\}/g;

const esc = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, ' ');
const isWebUrl = (v: string) => /^https?:\/\/[^\s"<>]+$/i.test(v);

/** A value as the reader's language shows it (plain text). */
function display(type: MailParamType, v: string, tag: string, timeZone: string): string {
  if (type === 'date') {
    const d = new Date(v);
    if (!v || Number.isNaN(d.getTime())) return v;
    return new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(d);
  }
  // An exact decimal string is formatted exactly (Intl reads a string as a decimal, not a float).
  if (type === 'amount' && /^\d{1,20}(\.\d{1,6})?$/.test(v))
    return new Intl.NumberFormat(tag, { maximumFractionDigits: 6 }).format(v as unknown as number);
  return v;
}

/** `template` with each `{name}` replaced by `value(name)`, and the text around by `literal(text)`. */
function fill(template: string, value: (name: string) => string | undefined, literal: (s: string) => string): string {
  let out = '';
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    out += literal(template.slice(last, m.index));
    out += value(m[1]) ?? literal(m[0]);
    last = m.index + m[0].length;
  }
  return out + literal(template.slice(last));
}

interface Prepared {
  kind: MailKind;
  lang: LangCode;
  tag: string;
  tpl: MailTemplate;
  layout: MailLayout;
  shown: Map<string, { type: MailParamType; raw: string; text: string }>;
}

/** The kind's template in the reader's language (a language without it: English), and each value as shown there. */
function prepare(kind: string, payload: Record<string, unknown>, ctx: MailContext): Prepared {
  if (!isMailKind(kind)) throw new MailRenderError(`unknown message kind "${kind}"`);
  const spec = kindSpec(kind);
  const asked = typeof payload.lang === 'string' && payload.lang.trim() ? payload.lang : ctx.defaultLang;
  const lang = resolveLang(asked);
  const tag = TAGS.get(lang) ?? 'en';
  const own = TEMPLATES[lang];
  const tpl: MailTemplate = own.kinds[kind] ?? TEMPLATES.en.kinds[kind]!;
  const layout: MailLayout = own.kinds[kind] ? own.layout : TEMPLATES.en.layout;

  const shown: Prepared['shown'] = new Map([['brand', { type: 'text', raw: ctx.brand, text: ctx.brand }]]);
  for (const [name, type] of Object.entries(spec.params) as [string, MailParamType][]) {
    const raw = payload[name];
    if (typeof raw !== 'string') throw new MailRenderError(`${kind}: missing value "${name}"`);
    shown.set(name, { type, raw, text: display(type, raw, tag, ctx.timeZone) });
  }
  return { kind, lang, tag, tpl, layout, shown };
}

const subjectOf = ({ tpl, shown }: Prepared) =>
  fill(
    tpl.subject,
    (n) => (shown.has(n) ? oneLine(shown.get(n)!.text) : undefined),
    (s) => s,
  );

/** A notice of the in-app centre: the e-mail's subject as its title, its paragraphs (plain text) as its body. */
export function renderNotice(kind: string, payload: Record<string, unknown>, ctx: MailContext): { title: string; body: string } {
  const p = prepare(kind, payload, ctx);
  const text = (t: string) =>
    fill(
      t,
      (n) => p.shown.get(n)?.text,
      (s) => s,
    );
  return { title: subjectOf(p), body: p.tpl.lines.map(text).join('\n') };
}

/**
 * One outbox row as an e-mail in the reader's language (the payload's `lang`, else the brand's,
 * else English; a language without the kind falls back to English): subject, plain text, and HTML
 * whose every value is escaped (links only for http(s) URLs).
 */
export function renderMail(kind: string, payload: Record<string, unknown>, ctx: MailContext): RenderedMail {
  const p = prepare(kind, payload, ctx);
  const { lang, tag, tpl, layout, shown } = p;
  const spec = kindSpec(p.kind);
  const asText = (name: string) => shown.get(name)?.text;
  const asHtml = (name: string) => {
    const v = shown.get(name);
    if (!v) return undefined;
    return v.type === 'url' && isWebUrl(v.raw) ? `<a href="${esc(v.raw)}">${esc(v.raw)}</a>` : esc(v.text);
  };
  const text = (t: string) => fill(t, asText, (s) => s);
  const html = (t: string) => fill(t, asHtml, esc);

  const subject = subjectOf(p);
  const action = spec.action && tpl.action ? { label: tpl.action, url: shown.get(spec.action)!.raw } : null;

  const textParts = [text(layout.greeting), ...tpl.lines.map(text)];
  if (action) textParts.push(`${action.label}:\n${action.url}`);
  textParts.push(text(layout.signature), `-- \n${text(layout.footer)}`);

  const color = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(ctx.color) ? ctx.color : DEFAULT_COLOR;
  const button =
    action && isWebUrl(action.url)
      ? `<p style="margin:24px 0"><a href="${esc(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${color};color:#ffffff;font-weight:600;text-decoration:none">${esc(action.label)}</a></p>
<p style="font-size:13px;color:#52525b">${html(layout.linkHint)}<br><a href="${esc(action.url)}" style="color:#52525b;word-break:break-all">${esc(action.url)}</a></p>
`
      : '';
  const htmlBody = `<!doctype html>
<html lang="${esc(tag)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#18181b;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5">
<p>${html(layout.greeting)}</p>
${tpl.lines.map((l) => `<p>${html(l)}</p>`).join('\n')}
${button}<p>${html(layout.signature)}</p>
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">
<p style="font-size:12px;color:#71717a">${html(layout.footer)}</p>
</div>
</body>
</html>
`;
  return { lang, tag, subject, text: textParts.join('\n\n') + '\n', html: htmlBody };
}
