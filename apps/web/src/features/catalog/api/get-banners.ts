import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { Banner } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

/** 1 = carousel, 0 = side tiles. */
export type BannerKind = 0 | 1;

/** `banner!bannerList` (type pc) → `data.result[]{id, imgUrl, link}`. */
export async function getBanners(imgType: BannerKind, signal?: AbortSignal): Promise<Banner[]> {
  const data = await callAction<{ result?: Banner[] }>('banner!bannerList', { type: 'pc', imgType, pageNum: 1, pageSize: 8 }, { signal });
  return data?.result ?? [];
}

export function bannersQueryOptions(lang: LangCode, imgType: BannerKind) {
  return queryOptions({
    queryKey: catalogKey('banners', lang, { imgType }),
    queryFn: ({ signal }) => getBanners(imgType, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(imgType: BannerKind) {
  return useQuery(bannersQueryOptions(useLang(), imgType));
}
