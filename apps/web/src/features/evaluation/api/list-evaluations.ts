import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { ReviewPage } from '@/features/evaluation/types';
import { evaluationKeys } from './query-keys';

/** `evaluation!list` (paging A): the reviews of a goods, newest first; `evaluationType` '' / 1 / 2 / 3 / -2 with pictures. */
export function listEvaluations(
  goodsId: string,
  type: string,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return callAction<ReviewPage>('evaluation!list', { sellerGoodsId: goodsId, evaluationType: type, pageNum, pageSize }, { signal });
}

export function getEvaluationsQueryOptions(goodsId: string, type: string, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: evaluationKeys.list(goodsId, type, pageNum, pageSize),
    queryFn: ({ signal }) => listEvaluations(goodsId, type, pageNum, pageSize, signal),
    enabled: !!goodsId,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useEvaluations(goodsId: string, type: string, pageNum: number, pageSize: number) {
  return useQuery(getEvaluationsQueryOptions(goodsId, type, pageNum, pageSize));
}
