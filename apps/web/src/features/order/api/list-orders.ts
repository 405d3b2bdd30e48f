import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageA } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import type { OrderRow } from '@/features/order/types';
import { orderKeys } from '@/lib/order-keys';

/**
 * `order!listMain` (paging A): the caller's orders of a tab, newest first (1 also lists 2). The "all" tab
 * (`status` "") asks for `all`: every order, unpaid and cancelled ones included (the old clients' "" skips them).
 */
export function listOrders(status: string, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<PageA<OrderRow>> {
  return callAction<PageA<OrderRow>>('order!listMain', { status: status || 'all', pageNum, pageSize }, { signal });
}

export function getOrdersQueryOptions(status: string, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: orderKeys.list(status, pageNum, pageSize),
    queryFn: ({ signal }) => listOrders(status, pageNum, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(status: string, pageNum: number, pageSize: number) {
  return useQuery(getOrdersQueryOptions(status, pageNum, pageSize));
}
