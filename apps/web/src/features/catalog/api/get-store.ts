import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useIsLoggedIn } from '@/lib/session';
import type { StoreInfo } from '@/features/catalog/types';
import { catalogKey, type Viewer } from './query-keys';

/** `seller!info` → store header: card, banners, remark, social links and `isFocus` for the viewer. Counts a view. */
export function getStore(sellerId: string, signal?: AbortSignal): Promise<StoreInfo> {
  return callAction<StoreInfo>('seller!info', { sellerId }, { signal });
}

export function storeQueryOptions(lang: LangCode, sellerId: string, viewer: Viewer) {
  return queryOptions({
    queryKey: catalogKey('store', lang, { sellerId }, viewer),
    queryFn: ({ signal }) => getStore(sellerId, signal),
    enabled: !!sellerId,
    meta: { silent: true }, // the page shows the server's message with a retry
  });
}

export function useStore(sellerId: string) {
  const viewer: Viewer = useIsLoggedIn() ? 'user' : 'guest';
  return useQuery(storeQueryOptions(useLang(), sellerId, viewer));
}
