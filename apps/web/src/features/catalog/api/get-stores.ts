import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { PageA, StoreCard } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

export interface StoresParams {
  /** only recommended stores */
  isRec?: boolean;
  pageNum: number;
  pageSize: number;
}

/** `seller!list` → store cards. */
export function getStores(params: StoresParams, signal?: AbortSignal): Promise<PageA<StoreCard>> {
  return callAction<PageA<StoreCard>>(
    'seller!list',
    { isRec: params.isRec ? 1 : undefined, pageNum: params.pageNum, pageSize: params.pageSize },
    { signal },
  );
}

export function storesQueryOptions(lang: LangCode, params: StoresParams) {
  return queryOptions({
    queryKey: catalogKey('stores', lang, params),
    queryFn: ({ signal }) => getStores(params, signal),
  });
}

export function useStores(params: StoresParams) {
  return useQuery(storesQueryOptions(useLang(), params));
}
