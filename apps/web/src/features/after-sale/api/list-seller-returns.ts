import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sellerRequest } from '@/lib/console-client';
import type { ReturnCaseState, SellerReturnPage } from '@/features/after-sale/types';
import { afterSaleKeys } from './query-keys';

export const SELLER_RETURNS_PAGE_SIZE = 20;

/** `GET /v1/seller/returns?state&page&pageSize`: the store's return requests, newest first. */
export function listSellerReturns(state: ReturnCaseState | '', page: number, signal?: AbortSignal): Promise<SellerReturnPage> {
  const p = new URLSearchParams({ page: String(page), pageSize: String(SELLER_RETURNS_PAGE_SIZE) });
  if (state) p.set('state', state);
  return sellerRequest('GET', `returns?${p}`, undefined, signal);
}

export function useSellerReturns(state: ReturnCaseState | '', page: number) {
  return useQuery({
    queryKey: afterSaleKeys.sellerList(state, page),
    queryFn: ({ signal }) => listSellerReturns(state, page, signal),
    placeholderData: keepPreviousData,
  });
}
