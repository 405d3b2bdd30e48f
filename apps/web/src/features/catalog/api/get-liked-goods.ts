import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useIsLoggedIn } from '@/lib/session';
import type { GoodsCard } from '@/features/catalog/types';
import { catalogKey, type Viewer } from './query-keys';

/** `sellerGoods!recommend_like`: type 1 = "guess you like" (12), type 2 = more from one store (3). */
export async function getLikedGoods(type: 1 | 2, sellerId: string | undefined, signal?: AbortSignal): Promise<GoodsCard[]> {
  return (
    (await callAction<GoodsCard[]>('sellerGoods!recommend_like', { type, sellerId: type === 2 ? sellerId : undefined }, { signal })) ?? []
  );
}

export function likedGoodsQueryOptions(lang: LangCode, type: 1 | 2, sellerId: string | undefined, viewer: Viewer) {
  return queryOptions({
    queryKey: catalogKey('recommendLike', lang, { type, sellerId: type === 2 ? sellerId : undefined }, viewer),
    queryFn: ({ signal }) => getLikedGoods(type, sellerId, signal),
    staleTime: 5 * 60_000, // the server shuffles: keep one pick while browsing
    enabled: type === 1 || !!sellerId,
  });
}

export function useLikedGoods(type: 1 | 2, sellerId?: string) {
  const viewer: Viewer = useIsLoggedIn() ? 'user' : 'guest';
  return useQuery(likedGoodsQueryOptions(useLang(), type, sellerId, viewer));
}
