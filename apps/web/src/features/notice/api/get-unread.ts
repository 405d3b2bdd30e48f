import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { noticeKeys } from './query-keys';

/** `notice!unread`: how many of the reader's notices are unread (the bell's count). */
export async function getUnreadNotices(signal?: AbortSignal): Promise<number> {
  const data = await callAction<{ count: number }>('notice!unread', undefined, { signal });
  return data?.count ?? 0;
}

/** One small call, refreshed when the window regains focus and every 2 minutes while it is visible. */
export function unreadNoticesQueryOptions() {
  return queryOptions({
    queryKey: noticeKeys.unread(),
    queryFn: ({ signal }) => getUnreadNotices(signal),
    staleTime: 30_000,
    refetchInterval: 120_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useUnreadNotices(enabled: boolean) {
  return useQuery({ ...unreadNoticesQueryOptions(), enabled });
}
