import { STORAGE_KEYS, readString } from '../lib/storage';

const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/**
 * Desktop pages a mobile visitor is sent to from the mobile site itself (the "me" tab, "please log
 * in" links): the mobile site has no pages of its own for them, so they are not redirected back.
 */
const MOBILE_USES_DESKTOP = /^\/(login|register|userInfo|setup|admin)(\/|$)/;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export function withQuery(path: string, out: URLSearchParams): string {
  const qs = out.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `lang` and the agent `code` travel with every redirect. */
export function carried(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const lang = params.get('lang');
  if (lang) out.set('lang', lang);
  const code = params.get('code');
  if (code) out.set('code', code);
  return out;
}

/**
 * Mobile user agents go to the mobile site (spec §1): `/productDetails?id=` → `/wap/goods?id=`,
 * `?storeId=` (any page) or `/store?id=` → `/wap/shop?id=`, anything else → `/wap`; `lang` is
 * carried across. Returns the target, or null to stay: a visitor who chose the desktop site
 * ("desktop site" in the mobile footer) stays, and so do the account pages the mobile site links to.
 */
export function mobileRedirectTarget(loc: Pick<Location, 'pathname' | 'search'>, userAgent: string): string | null {
  if (!isMobileUserAgent(userAgent)) return null;
  if (loc.pathname === '/wap' || loc.pathname.startsWith('/wap/')) return null;
  if (MOBILE_USES_DESKTOP.test(loc.pathname)) return null;
  if (readString(STORAGE_KEYS.preferDesktop) === '1') return null;
  const params = new URLSearchParams(loc.search);
  const out = carried(params);
  const id = params.get('id')?.trim();
  const storeId = params.get('storeId')?.trim();
  if (id && loc.pathname === '/productDetails') {
    out.set('id', id);
    return withQuery('/wap/goods', out);
  }
  if (storeId || (id && loc.pathname === '/store')) {
    out.set('id', (storeId || id)!);
    return withQuery('/wap/shop', out);
  }
  return withQuery('/wap', out);
}

/** An address of the old mobile client (`/wap/#/…`), mapped by wap/legacy-hash.ts. */
export function isLegacyWapHash(loc: Pick<Location, 'pathname' | 'hash'>): boolean {
  return /^\/wap(\/|$)/.test(loc.pathname) && loc.hash.startsWith('#/');
}
