import { mobileSiteTarget } from '@mall/contracts';
import { STORAGE_KEYS, readString } from '@/lib/storage';

/**
 * Mobile user agents go to the mobile site (spec §1; the mapping: @mall/contracts mobileSiteTarget,
 * which the server also uses to preload the first screen's picture). Returns the target, or null to
 * stay; a visitor who chose the desktop site ("desktop site" in the mobile footer) stays too.
 */
export function mobileRedirectTarget(loc: Pick<Location, 'pathname' | 'search'>, userAgent: string): string | null {
  if (readString(STORAGE_KEYS.preferDesktop) === '1') return null;
  return mobileSiteTarget(loc.pathname, loc.search, userAgent);
}

/** An address of the old mobile client (`/wap/#/…`), mapped by wap/legacy-hash.ts. */
export function isLegacyWapHash(loc: Pick<Location, 'pathname' | 'hash'>): boolean {
  return /^\/wap(\/|$)/.test(loc.pathname) && loc.hash.startsWith('#/');
}
