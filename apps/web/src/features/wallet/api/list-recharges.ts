import type { PageBData } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { RechargeRecord } from '@/features/wallet/types';

/** `rechargeBlockchain!list` (paging style B): the user's deposits, newest first. */
export function listRecharges(pageNo: number, pageSize: number, signal?: AbortSignal): Promise<PageBData<RechargeRecord>> {
  return callAction<PageBData<RechargeRecord>>('rechargeBlockchain!list', { page_no: pageNo, page_size: pageSize }, { signal });
}

export function useRecharges(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: ['wallet', 'recharges', pageNo, pageSize],
    queryFn: ({ signal }) => listRecharges(pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
