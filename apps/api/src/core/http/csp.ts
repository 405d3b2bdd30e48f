import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` of every inline `<script>` of a page (the web app's bootstrap), in order. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const body = m[1];
    if (body.trim()) out.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return out;
}

/**
 * The Content-Security-Policy of every HTML page (`/`, `/wap`, `/admin`, `/docs`, the plain result
 * pages): scripts only from this origin plus the hashed inline bootstrap of the built index.html;
 * no plugins, no `<base>` hijack, framing only by ourselves. `connect-src` is `'self'` (which covers
 * socket.io's `ws:`/`wss:` to this origin) plus PUBLIC_URL's origin and its websocket scheme when
 * configured: never the request's Host, which a client writes. Built once at start.
 * Styles allow inline `style` attributes and `<style>` (the UI libraries and Swagger UI set them);
 * pictures may also be `data:`/`blob:` (previews of an upload) and https (object storage, PUBLIC_URL).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], publicUrl?: string): string {
  const pub = publicUrl ? new URL(publicUrl) : undefined;
  const connect = pub ? ` ${pub.origin} ${pub.protocol === 'https:' ? 'wss' : 'ws'}://${pub.host}` : '';
  return [
    `default-src 'self'`,
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${connect}`,
    `media-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
  ].join('; ');
}
