import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useIsLoggedIn } from '@/lib/session';
import type { GoodsCard } from '@/features/catalog/types';
import { catalogKey, type Viewer } from './query-keys';

/** 0 = new arrivals, 1 = recommended goods, 2 = goods of recommended stores. */
export type RecommendType = 0 | 1 | 2;

/** `sellerGoods!recommend_new` → `data.result[]` goods cards. */
export async function getRecommendedGoods(type: RecommendType, pageSize: number, signal?: AbortSignal): Promise<GoodsCard[]> {
  const data = await callAction<{ result?: GoodsCard[] }>('sellerGoods!recommend_new', { type, pageNum: 1, pageSize }, { signal });
  return data?.result ?? [];
}

export function recommendedGoodsQueryOptions(lang: LangCode, type: RecommendType, pageSize: number, viewer: Viewer) {
  return queryOptions({
    queryKey: catalogKey('recommendNew', lang, { type, pageSize }, viewer),
    queryFn: ({ signal }) => getRecommendedGoods(type, pageSize, signal),
  });
}

export function useRecommendedGoods(type: RecommendType, pageSize: number) {
  const viewer: Viewer = useIsLoggedIn() ? 'user' : 'guest';
  return useQuery(recommendedGoodsQueryOptions(useLang(), type, pageSize, viewer));
}
