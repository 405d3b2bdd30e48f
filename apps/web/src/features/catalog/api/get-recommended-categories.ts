import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { CategoryCard, PageA } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

/** `category!recommend` → `pageList[]{categoryId, name, iconImg, des, sort}`. */
export async function getRecommendedCategories(signal?: AbortSignal): Promise<CategoryCard[]> {
  const data = await callAction<PageA<CategoryCard>>('category!recommend', { pageNum: 1, pageSize: 50 }, { signal });
  return data?.pageList ?? [];
}

export function recommendedCategoriesQueryOptions(lang: LangCode) {
  return queryOptions({
    queryKey: catalogKey('recommendedCategories', lang),
    queryFn: ({ signal }) => getRecommendedCategories(signal),
    staleTime: 10 * 60_000,
  });
}

export function useRecommendedCategories() {
  return useQuery(recommendedCategoriesQueryOptions(useLang()));
}
