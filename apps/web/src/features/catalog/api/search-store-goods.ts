import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useIsLoggedIn } from '@/lib/session';
import type { GoodsCard, PageA } from '@/features/catalog/types';
import { catalogKey, type Viewer } from './query-keys';
import { searchGoodsParams, type SearchGoodsParams } from './search-goods';

export interface SearchStoreGoodsParams extends SearchGoodsParams {
  sellerId: string;
}

/** `sellerGoods!searchSellerGoods`: search inside one store. */
export function searchStoreGoods(params: SearchStoreGoodsParams, signal?: AbortSignal): Promise<PageA<GoodsCard>> {
  return callAction<PageA<GoodsCard>>(
    'sellerGoods!searchSellerGoods',
    { sellerId: params.sellerId, ...searchGoodsParams(params) },
    { signal },
  );
}

export function searchStoreGoodsQueryOptions(lang: LangCode, params: SearchStoreGoodsParams, viewer: Viewer) {
  return queryOptions({
    queryKey: catalogKey('searchStoreGoods', lang, params, viewer),
    queryFn: ({ signal }) => searchStoreGoods(params, signal),
    enabled: !!params.sellerId && params.keyword.trim() !== '',
  });
}

export function useSearchStoreGoods(params: SearchStoreGoodsParams, opts: { enabled?: boolean } = {}) {
  const viewer: Viewer = useIsLoggedIn() ? 'user' : 'guest';
  const base = searchStoreGoodsQueryOptions(useLang(), params, viewer);
  return useQuery({ ...base, placeholderData: keepPreviousData, enabled: (opts.enabled ?? true) && base.enabled });
}
