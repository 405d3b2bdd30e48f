import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageA } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import type { OrderGoodsLine } from '@/features/order/types';
import { orderKeys } from '@/lib/order-keys';

/** `order!listGoods` (paging A): the goods lines of an order. */
export function listOrderGoods(orderId: string, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<PageA<OrderGoodsLine>> {
  return callAction<PageA<OrderGoodsLine>>('order!listGoods', { orderId, pageNum, pageSize }, { signal });
}

export function getOrderGoodsQueryOptions(orderId: string, pageNum = 1, pageSize = 20) {
  return queryOptions({
    queryKey: orderKeys.goods(orderId, pageNum, pageSize),
    queryFn: ({ signal }) => listOrderGoods(orderId, pageNum, pageSize, signal),
    enabled: !!orderId,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000, // the lines of an order never change
  });
}

export function useOrderGoods(orderId: string, pageNum = 1, pageSize = 20, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrderGoodsQueryOptions(orderId, pageNum, pageSize), enabled: !!orderId && opts.enabled !== false });
}
