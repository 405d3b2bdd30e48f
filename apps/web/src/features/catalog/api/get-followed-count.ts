import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { catalogCallKey } from './query-keys';

/** `focusSeller!count` → how many stores the viewer follows. */
export async function getFollowedCount(signal?: AbortSignal): Promise<number> {
  return Number(await callAction<number>('focusSeller!count', undefined, { signal })) || 0;
}

export function followedCountQueryOptions() {
  return queryOptions({ queryKey: catalogCallKey('followedCount'), queryFn: ({ signal }) => getFollowedCount(signal) });
}

export function useFollowedCount() {
  const token = useToken();
  return useQuery({ ...followedCountQueryOptions(), enabled: token !== null });
}
