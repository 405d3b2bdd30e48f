import type { QueryClient } from '@tanstack/react-query';
import { searchKeywordQueryOptions } from '@/features/catalog/api/search-keyword';
import type { SearchKeywordResult } from '@/features/catalog/types';
import { currentLang } from '@/lib/i18n';

/**
 * Where a submitted keyword leads (spec §2 "Search submit", the "another reading" variant, which is
 * also what legacy-api §4.2 describes for `sellerGoods!search-keyword`):
 *   1. goods names match (goodsList non-empty)   → /searchGoods?k=<kw>
 *   2. else stores match (sellerList non-empty)  → /searchStore?k=<kw>
 *   3. else (nothing matches, or the call fails) → /searchResult?k=<kw>
 * `k` is the plain keyword (URL-encoded), not a JSON string. We do not jump straight to the first
 * store: the results page lists every match.
 */
export function searchTarget(keyword: string, result: SearchKeywordResult | null): string {
  const k = encodeURIComponent(keyword);
  if (result?.goodsList.length) return `/searchGoods?k=${k}`;
  if (result?.sellerList.length) return `/searchStore?k=${k}`;
  return `/searchResult?k=${k}`;
}

/** Ask `sellerGoods!search-keyword` (the answer stays cached for the results page) and pick the page. */
export async function resolveSearch(qc: QueryClient, keyword: string): Promise<string> {
  let result: SearchKeywordResult | null = null;
  try {
    result = await qc.fetchQuery(searchKeywordQueryOptions(currentLang(), keyword));
  } catch {
    result = null; // the results page shows what it can
  }
  return searchTarget(keyword, result);
}
