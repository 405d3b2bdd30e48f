import { useSearchParams } from 'react-router';
import type { SortFlag, SortFlags, SortKey } from './types';

export const SORT_KEYS: readonly SortKey[] = ['isNew', 'isPrice', 'isHot'];

const flag = (v: string | null): SortFlag => (v === '1' ? 1 : v === '2' ? 2 : 0);

/** The active sort of a listing address (`?isPrice=1`); only one flag is ever set. */
export function readSort(params: URLSearchParams): SortFlags {
  for (const k of SORT_KEYS) {
    const f = flag(params.get(k));
    if (f) return { [k]: f };
  }
  return {};
}

/** `?page=` (1 when missing or junk). */
export function readPage(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** The next flag of a sort button: 1 → 2 → 0 (off) → 1. */
export function nextFlag(current: SortFlag | undefined): SortFlag {
  return current === 1 ? 2 : current === 2 ? 0 : 1;
}

/**
 * Listing state kept in the address (page, sort and any filters), so a listing can be shared,
 * reloaded and navigated with Back.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const sort = readSort(params);

  /** The address with some values changed (null / '' removes); changing a filter or the sort goes back to page 1. */
  const hrefWith = (changes: Record<string, string | number | null | undefined>) => {
    const next = new URLSearchParams(params);
    if (!('page' in changes)) next.delete('page');
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === undefined || v === '' || (k === 'page' && Number(v) <= 1)) next.delete(k);
      else next.set(k, String(v));
    }
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };

  const update = (changes: Record<string, string | number | null | undefined>, opts: { replace?: boolean } = {}) => {
    setParams(new URLSearchParams(hrefWith(changes).slice(1)), { replace: opts.replace });
  };

  const setSort = (flags: SortFlags) => {
    const changes: Record<string, number | null> = {};
    for (const k of SORT_KEYS) changes[k] = flags[k] || null;
    update(changes);
  };

  return { params, page, sort, hrefWith, update, setSort, pageHref: (p: number) => hrefWith({ page: p }) };
}
