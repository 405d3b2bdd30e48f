import { useQuery } from '@tanstack/react-query';
import type { SellerOrderDetail } from '@/features/seller/types';
import { sellerRequest } from '@/lib/console-client';

/** `GET /v1/seller/orders/:id`: lines, address, buyer contact, money and log of one of the store's orders. */
export function getSellerOrder(id: string, signal?: AbortSignal): Promise<SellerOrderDetail> {
  return sellerRequest('GET', `orders/${encodeURIComponent(id)}`, undefined, signal);
}

export function useSellerOrder(id: string) {
  return useQuery({ queryKey: ['seller', 'order', id], queryFn: ({ signal }) => getSellerOrder(id, signal), retry: false });
}
