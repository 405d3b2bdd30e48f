import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { OrderCounts } from '@/features/order/types';
import { orderKeys } from '@/lib/order-keys';

/** `order!countOrderStatus`: how many orders wait for the buyer or the seller (tab badges). */
export function countOrders(signal?: AbortSignal): Promise<OrderCounts> {
  return callAction<OrderCounts>('order!countOrderStatus', {}, { signal });
}

export function getOrderCountsQueryOptions() {
  return queryOptions({ queryKey: orderKeys.counts(), queryFn: ({ signal }) => countOrders(signal), staleTime: 30_000 });
}

export function useOrderCounts(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrderCountsQueryOptions(), enabled: opts.enabled !== false });
}
