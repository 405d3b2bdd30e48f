import { useQuery } from '@tanstack/react-query';
import { sellerRequest } from '@/lib/console-client';
import type { SellerReturnCase } from '@/features/after-sale/types';
import { afterSaleKeys } from './query-keys';

/** `GET /v1/seller/returns/:id`: one request with the buyer's reason, detail and photos (404 for another store's). */
export function getSellerReturn(id: string, signal?: AbortSignal): Promise<SellerReturnCase> {
  return sellerRequest('GET', `returns/${encodeURIComponent(id)}`, undefined, signal);
}

export function useSellerReturn(id: string) {
  return useQuery({ queryKey: afterSaleKeys.sellerCase(id), queryFn: ({ signal }) => getSellerReturn(id, signal), enabled: !!id });
}
