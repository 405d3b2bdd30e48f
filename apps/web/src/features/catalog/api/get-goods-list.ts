import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useIsLoggedIn } from '@/lib/session';
import type { GoodsCard, PageA, SortFlags } from '@/features/catalog/types';
import { sortParams } from './sort-params';
import { catalogKey, type Viewer } from './query-keys';

export interface GoodsListParams extends SortFlags {
  pageNum: number;
  pageSize: number;
  sellerId?: string;
  /** a top category or a sub-category (the server includes the children of a top category) */
  categoryId?: string;
  /** discounted goods only */
  discount?: boolean;
}

/** `sellerGoods!list` → goods cards + pageInfo. */
export function getGoodsList(params: GoodsListParams, signal?: AbortSignal): Promise<PageA<GoodsCard>> {
  return callAction<PageA<GoodsCard>>(
    'sellerGoods!list',
    {
      pageNum: params.pageNum,
      pageSize: params.pageSize,
      sellerId: params.sellerId || undefined,
      categoryId: params.categoryId || undefined,
      discount: params.discount ? 1 : undefined,
      ...sortParams(params),
    },
    { signal },
  );
}

export function goodsListQueryOptions(lang: LangCode, params: GoodsListParams, viewer: Viewer) {
  return queryOptions({
    queryKey: catalogKey('goodsList', lang, params, viewer),
    queryFn: ({ signal }) => getGoodsList(params, signal),
  });
}

/** Keeps the previous page on screen while the next one loads (no jump on paging or sorting). */
export function useGoodsList(params: GoodsListParams, opts: { enabled?: boolean } = {}) {
  const viewer: Viewer = useIsLoggedIn() ? 'user' : 'guest';
  return useQuery({
    ...goodsListQueryOptions(useLang(), params, viewer),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}
