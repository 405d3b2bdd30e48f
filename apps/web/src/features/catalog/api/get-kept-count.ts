import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { catalogCallKey } from './query-keys';

/** `keepGoods!count` → how many goods the viewer saved. */
export async function getKeptCount(signal?: AbortSignal): Promise<number> {
  return Number(await callAction<number>('keepGoods!count', undefined, { signal })) || 0;
}

export function keptCountQueryOptions() {
  return queryOptions({ queryKey: catalogCallKey('keptCount'), queryFn: ({ signal }) => getKeptCount(signal) });
}

export function useKeptCount() {
  const token = useToken();
  return useQuery({ ...keptCountQueryOptions(), enabled: token !== null });
}
