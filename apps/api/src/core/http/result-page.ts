import { isRtl, resolveLang } from '@mall/contracts';
import { translate } from '../i18n/catalogue';
import type { ErrorCode } from '../i18n/error-codes';

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain page in the link's language (no script; served with the site's CSP). */
export function resultPage(lang: string, titleCode: ErrorCode, textCode: ErrorCode): string {
  const l = resolveLang(lang);
  return `<!doctype html>
<html lang="${esc(l)}" dir="${isRtl(l) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(translate(titleCode, l))}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<h1>${esc(translate(titleCode, l))}</h1>
<p>${esc(translate(textCode, l))}</p>
</body>
</html>
`;
}
