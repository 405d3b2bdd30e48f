import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useToken } from '@/lib/session';
import type { FollowedStore, PageA } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

/** `focusSeller!list` → the stores the viewer follows. */
export function getFollowedStores(pageNum: number, pageSize: number, signal?: AbortSignal): Promise<PageA<FollowedStore>> {
  return callAction<PageA<FollowedStore>>('focusSeller!list', { pageNum, pageSize }, { signal });
}

export function followedStoresQueryOptions(lang: LangCode, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: catalogKey('followedStores', lang, { pageNum, pageSize }),
    queryFn: ({ signal }) => getFollowedStores(pageNum, pageSize, signal),
  });
}

export function useFollowedStores(pageNum: number, pageSize: number) {
  const token = useToken();
  return useQuery({
    ...followedStoresQueryOptions(useLang(), pageNum, pageSize),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
