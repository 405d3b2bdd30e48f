import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { CategoryNode } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

/** `category!tree` → top categories with their `subList`. */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryNode[]> {
  return (await callAction<CategoryNode[]>('category!tree', undefined, { signal })) ?? [];
}

export function categoryTreeQueryOptions(lang: LangCode) {
  return queryOptions({
    queryKey: catalogKey('categoryTree', lang),
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions(useLang()));
}
