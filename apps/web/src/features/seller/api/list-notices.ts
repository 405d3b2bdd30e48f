import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SellerNoticePage } from '@/features/seller/types';
import { sellerRequest } from '@/lib/console-client';

/** `GET /v1/seller/notices?page`: new order, paid, reminder, received; newest first. */
export function listSellerNotices(page: number, signal?: AbortSignal): Promise<SellerNoticePage> {
  return sellerRequest('GET', `notices?page=${page}`, undefined, signal);
}

export function useSellerNotices(page: number) {
  return useQuery({
    queryKey: ['seller', 'notices', page],
    queryFn: ({ signal }) => listSellerNotices(page, signal),
    placeholderData: keepPreviousData,
  });
}
