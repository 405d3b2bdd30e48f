import { STORAGE_KEYS, readString } from '../lib/storage';

const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/**
 * Mobile user agents go to the mobile site (spec §1): to its goods page when the address has
 * `id`, its shop page when it has `storeId`, else its home; `lang` is carried across.
 * Returns the target path, or null to stay. A visitor who chose the full site stays.
 */
export function mobileRedirectTarget(loc: Pick<Location, 'pathname' | 'search'>, userAgent: string): string | null {
  if (!MOBILE_UA.test(userAgent)) return null;
  if (loc.pathname === '/wap' || loc.pathname.startsWith('/wap/')) return null;
  if (readString(STORAGE_KEYS.preferDesktop) === '1') return null;
  const params = new URLSearchParams(loc.search);
  const out = new URLSearchParams();
  const lang = params.get('lang');
  if (lang) out.set('lang', lang);
  const code = params.get('code');
  if (code) out.set('code', code);
  let path = '/wap';
  const id = params.get('id');
  const storeId = params.get('storeId');
  if (id && loc.pathname === '/productDetails') {
    path = '/wap/productDetails';
    out.set('id', id);
  } else if (storeId || (id && loc.pathname === '/store')) {
    path = '/wap/store';
    out.set('storeId', storeId ?? id ?? '');
  } else if (id) {
    path = '/wap/productDetails';
    out.set('id', id);
  }
  const qs = out.toString();
  return qs ? `${path}?${qs}` : path;
}
