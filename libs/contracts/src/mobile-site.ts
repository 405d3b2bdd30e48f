const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/**
 * Desktop pages a mobile visitor is sent to from the mobile site itself (the "me" tab, "please log
 * in" links): the mobile site has no pages of its own for them, so they are not redirected back.
 */
const MOBILE_USES_DESKTOP = /^\/(login|forgot-password|register|userInfo|setup|admin)(\/|$)/;

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
 * Where a mobile user agent opening this address is sent on the mobile site (spec §1):
 * `/productDetails?id=` → `/wap/goods?id=`, `?storeId=` (any page) or `/store?id=` → `/wap/shop?id=`,
 * `/settlement` and `/paySuccess?orderId=` (the card provider's return) → their /wap pages, anything else → `/wap`; `lang` and `code` are carried across. Null to stay: desktop agents, pages
 * already on the mobile site, and the account pages the mobile site links to. (The browser also
 * keeps a visitor who chose the desktop site there: apps/web mobile-redirect.ts.)
 */
export function mobileSiteTarget(pathname: string, search: string, userAgent: string): string | null {
  if (!isMobileUserAgent(userAgent)) return null;
  if (pathname === '/wap' || pathname.startsWith('/wap/')) return null;
  if (MOBILE_USES_DESKTOP.test(pathname)) return null;
  const params = new URLSearchParams(search);
  const out = carried(params);
  const id = params.get('id')?.trim();
  const storeId = params.get('storeId')?.trim();
  if (id && pathname === '/productDetails') {
    out.set('id', id);
    return withQuery('/wap/goods', out);
  }
  if (pathname === '/settlement') return withQuery('/wap/settlement', out);
  if (pathname === '/paySuccess') {
    const orderId = params.get('orderId')?.trim();
    if (orderId) out.set('orderId', orderId);
    return withQuery('/wap/paySuccess', out);
  }
  if (storeId || (id && pathname === '/store')) {
    out.set('id', (storeId || id)!);
    return withQuery('/wap/shop', out);
  }
  return withQuery('/wap', out);
}
