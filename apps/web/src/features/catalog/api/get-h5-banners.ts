import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { catalogKey } from '@/features/catalog/api/query-keys';
import type { Banner } from '@/features/catalog/types';

/** `banner!bannerList` with `type=h5`, `imgType=1`: the mobile home carousel. */
export async function getH5Banners(signal?: AbortSignal): Promise<Banner[]> {
  const data = await callAction<{ result?: Banner[] }>(
    'banner!bannerList',
    { type: 'h5', imgType: 1, pageNum: 1, pageSize: 8 },
    { signal },
  );
  return data?.result ?? [];
}

export function h5BannersQueryOptions(lang: LangCode) {
  return queryOptions({
    queryKey: catalogKey('bannersH5', lang),
    queryFn: ({ signal }) => getH5Banners(signal),
    staleTime: 5 * 60_000,
  });
}

export function useH5Banners() {
  return useQuery(h5BannersQueryOptions(useLang()));
}
