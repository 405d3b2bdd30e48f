import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SellerOrderPage } from '@/features/seller/types';
import { sellerRequest } from '@/lib/console-client';

export interface OrderFilter {
  status?: number;
  q?: string;
  page: number;
  pageSize: number;
}

/** `GET /v1/seller/orders?status&q&page&pageSize`: the store's orders, newest first. */
export function listSellerOrders(f: OrderFilter, signal?: AbortSignal): Promise<SellerOrderPage> {
  const p = new URLSearchParams({ page: String(f.page), pageSize: String(f.pageSize) });
  if (f.status !== undefined) p.set('status', String(f.status));
  if (f.q) p.set('q', f.q);
  return sellerRequest('GET', `orders?${p}`, undefined, signal);
}

export function useSellerOrders(f: OrderFilter) {
  return useQuery({
    queryKey: ['seller', 'orders', f],
    queryFn: ({ signal }) => listSellerOrders(f, signal),
    placeholderData: keepPreviousData,
  });
}
