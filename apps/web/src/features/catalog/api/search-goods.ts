import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useIsLoggedIn } from '@/lib/session';
import type { GoodsCard, PageA, SortFlags } from '@/features/catalog/types';
import { sortParams } from './sort-params';
import { catalogKey, type Viewer } from './query-keys';

export interface SearchGoodsParams extends SortFlags {
  keyword: string;
  pageNum: number;
  pageSize: number;
}

/** The fields of a keyword search, the store search's too (which adds its `sellerId`). */
export function searchGoodsParams(params: SearchGoodsParams) {
  return { keyword: params.keyword, pageNum: params.pageNum, pageSize: params.pageSize, ...sortParams(params) };
}

/** `sellerGoods!search` → goods cards matching a keyword (relevance first unless a sort flag is set). */
export function searchGoods(params: SearchGoodsParams, signal?: AbortSignal): Promise<PageA<GoodsCard>> {
  return callAction<PageA<GoodsCard>>('sellerGoods!search', searchGoodsParams(params), { signal });
}

export function searchGoodsQueryOptions(lang: LangCode, params: SearchGoodsParams, viewer: Viewer) {
  return queryOptions({
    queryKey: catalogKey('searchGoods', lang, params, viewer),
    queryFn: ({ signal }) => searchGoods(params, signal),
    enabled: params.keyword.trim() !== '',
  });
}

export function useSearchGoods(params: SearchGoodsParams) {
  const viewer: Viewer = useIsLoggedIn() ? 'user' : 'guest';
  return useQuery({ ...searchGoodsQueryOptions(useLang(), params, viewer), placeholderData: keepPreviousData });
}
