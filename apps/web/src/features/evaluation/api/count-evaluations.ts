import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { ReviewCounts } from '@/features/evaluation/types';
import { evaluationKeys } from './query-keys';

/** `evaluation!countType`: the counts of the filter chips (written reviews by type, with pictures; default reviews apart). */
export function countEvaluations(goodsId: string, signal?: AbortSignal): Promise<ReviewCounts> {
  return callAction<ReviewCounts>('evaluation!countType', { goodId: goodsId }, { signal });
}

export function getEvaluationCountsQueryOptions(goodsId: string) {
  return queryOptions({
    queryKey: evaluationKeys.counts(goodsId),
    queryFn: ({ signal }) => countEvaluations(goodsId, signal),
    enabled: !!goodsId,
    staleTime: 60_000,
  });
}

export function useEvaluationCounts(goodsId: string) {
  return useQuery(getEvaluationCountsQueryOptions(goodsId));
}
