import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { OrderInfo } from '@/features/order/types';
import { orderKeys } from '@/lib/order-keys';

/** `order!info` (`type=1`: unmasked, the buyer's own order): the answer is wrapped in `orderInfo`. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderInfo> {
  const data = await callAction<{ orderInfo: OrderInfo }>('order!info', { orderId, type: 1 }, { signal });
  return data.orderInfo;
}

export function getOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: !!orderId,
  });
}

export function useOrder(orderId: string) {
  return useQuery(getOrderQueryOptions(orderId));
}
