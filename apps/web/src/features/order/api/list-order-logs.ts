import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { byServerDate } from '@/lib/dates';
import type { OrderLog } from '@/features/order/types';
import { orderKeys } from '@/lib/order-keys';

/** `orderLog!list`: the order's history (texts in the reader's language), oldest first. */
export async function listOrderLogs(orderId: string, signal?: AbortSignal): Promise<OrderLog[]> {
  const rows = await callAction<OrderLog[] | null>('orderLog!list', { orderId }, { signal });
  return byServerDate(Array.isArray(rows) ? rows : []);
}

export function getOrderLogsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.logs(orderId),
    queryFn: ({ signal }) => listOrderLogs(orderId, signal),
    enabled: !!orderId,
  });
}

export function useOrderLogs(orderId: string) {
  return useQuery(getOrderLogsQueryOptions(orderId));
}
