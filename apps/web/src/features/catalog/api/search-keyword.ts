import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { SearchKeywordResult } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

/** `sellerGoods!search-keyword` → matching stores (cards) and goods names (≤ 10 each). */
export async function searchKeyword(keyword: string, signal?: AbortSignal): Promise<SearchKeywordResult> {
  const data = await callAction<Partial<SearchKeywordResult>>('sellerGoods!search-keyword', { keyword }, { signal });
  return { sellerList: data?.sellerList ?? [], goodsList: data?.goodsList ?? [] };
}

export function searchKeywordQueryOptions(lang: LangCode, keyword: string) {
  return queryOptions({
    queryKey: catalogKey('searchKeyword', lang, { keyword }),
    queryFn: ({ signal }) => searchKeyword(keyword, signal),
    enabled: keyword.trim() !== '',
  });
}

export function useSearchKeyword(keyword: string) {
  return useQuery(searchKeywordQueryOptions(useLang(), keyword));
}
