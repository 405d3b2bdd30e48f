import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useToken } from '@/lib/session';
import type { KeptGoods, PageA } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

/** `keepGoods!list` → the viewer's saved goods. */
export function getKeptGoods(pageNum: number, pageSize: number, signal?: AbortSignal): Promise<PageA<KeptGoods>> {
  return callAction<PageA<KeptGoods>>('keepGoods!list', { pageNum, pageSize }, { signal });
}

export function keptGoodsQueryOptions(lang: LangCode, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: catalogKey('keptGoods', lang, { pageNum, pageSize }),
    queryFn: ({ signal }) => getKeptGoods(pageNum, pageSize, signal),
  });
}

export function useKeptGoods(pageNum: number, pageSize: number) {
  const token = useToken();
  return useQuery({ ...keptGoodsQueryOptions(useLang(), pageNum, pageSize), enabled: token !== null, placeholderData: keepPreviousData });
}
