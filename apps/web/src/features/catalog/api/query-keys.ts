import type { LangCode } from '@mall/contracts';

/**
 * Catalog query keys: `['catalog', call, lang, params, viewer]`. The language is part of every key
 * (names and descriptions are localized by the server); `viewer` says whether the answer was made
 * for a logged-in user (goods cards carry `isKeep`, stores `isFocus`).
 */
export type Viewer = 'user' | 'guest';

export function catalogKey(call: string, lang: LangCode, params: object = {}, viewer?: Viewer) {
  return viewer ? (['catalog', call, lang, params, viewer] as const) : (['catalog', call, lang, params] as const);
}

/** Prefix of every key of one call (for invalidation). */
export function catalogCallKey(call: string) {
  return ['catalog', call] as const;
}

/** Default page sizes (spec §3): 12 on home lists, 20 elsewhere. */
export const HOME_PAGE_SIZE = 12;
export const LIST_PAGE_SIZE = 20;
