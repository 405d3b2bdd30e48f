import { useQuery } from '@tanstack/react-query';
import type { SellerMe } from '@/features/seller/types';
import { sellerRequest } from '@/lib/console-client';

/** `GET /v1/seller/me`: the store and its balances. */
export function getSellerMe(signal?: AbortSignal): Promise<SellerMe> {
  return sellerRequest('GET', 'me', undefined, signal);
}

export const sellerMeQueryKey = ['seller', 'me'] as const;

export function useSellerMe() {
  return useQuery({ queryKey: sellerMeQueryKey, queryFn: ({ signal }) => getSellerMe(signal), staleTime: 30_000 });
}
