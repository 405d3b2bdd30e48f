import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sellerRequest } from '@/lib/console-client';
import type { SellerReviewPage } from '@/features/evaluation/types';
import { evaluationKeys } from './query-keys';

export const SELLER_REVIEWS_PAGE_SIZE = 20;

/** `GET /v1/seller/reviews?page&pageSize`: the reviews of the store's goods, newest first (default ones marked). */
export function listSellerReviews(page: number, signal?: AbortSignal): Promise<SellerReviewPage> {
  return sellerRequest('GET', `reviews?page=${page}&pageSize=${SELLER_REVIEWS_PAGE_SIZE}`, undefined, signal);
}

export function useSellerReviews(page: number) {
  return useQuery({
    queryKey: evaluationKeys.seller(page),
    queryFn: ({ signal }) => listSellerReviews(page, signal),
    placeholderData: keepPreviousData,
  });
}
