import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { CategoryNode } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

/** `category!sellerTree`: the categories (with parents) in which a store has goods. */
export async function getStoreCategories(sellerId: string, signal?: AbortSignal): Promise<CategoryNode[]> {
  return (await callAction<CategoryNode[]>('category!sellerTree', { sellerId }, { signal })) ?? [];
}

export function storeCategoriesQueryOptions(lang: LangCode, sellerId: string) {
  return queryOptions({
    queryKey: catalogKey('storeCategories', lang, { sellerId }),
    queryFn: ({ signal }) => getStoreCategories(sellerId, signal),
    staleTime: 5 * 60_000,
    enabled: !!sellerId,
  });
}

export function useStoreCategories(sellerId: string) {
  return useQuery(storeCategoriesQueryOptions(useLang(), sellerId));
}
