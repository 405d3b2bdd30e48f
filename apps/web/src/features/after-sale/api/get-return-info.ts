import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { ReturnInfo } from '@/features/after-sale/types';
import { afterSaleKeys } from './query-keys';

/** `order!returnsInfo` (ours): the newest return case of one of the caller's orders and the refunds paid. */
export function getReturnInfo(orderId: string, signal?: AbortSignal): Promise<ReturnInfo> {
  return callAction<ReturnInfo>('order!returnsInfo', { orderId }, { signal });
}

export function getReturnInfoQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: afterSaleKeys.info(orderId),
    queryFn: ({ signal }) => getReturnInfo(orderId, signal),
    enabled: !!orderId,
    staleTime: 15_000,
  });
}

export function useReturnInfo(orderId: string, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getReturnInfoQueryOptions(orderId), enabled: !!orderId && opts.enabled !== false });
}
