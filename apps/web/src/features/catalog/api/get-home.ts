import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { Banner } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

export interface HomeInfo {
  banner: Banner[];
  service_link: string;
  announcement: string;
  aboutus: string;
}

/** `index!home` → carousel banners plus the brand's announcement. */
export function getHome(signal?: AbortSignal): Promise<HomeInfo> {
  return callAction<HomeInfo>('index!home', { pageNum: 1, pageSize: 8 }, { signal });
}

export function homeQueryOptions(lang: LangCode) {
  return queryOptions({
    queryKey: catalogKey('home', lang),
    queryFn: ({ signal }) => getHome(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHome() {
  return useQuery(homeQueryOptions(useLang()));
}
