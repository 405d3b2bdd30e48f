import type { PageBData } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { WithdrawRecord } from '@/features/wallet/types';

/** `withdraw!list` (paging style B): the user's withdrawals, newest first. */
export function listWithdrawals(pageNo: number, pageSize: number, signal?: AbortSignal): Promise<PageBData<WithdrawRecord>> {
  return callAction<PageBData<WithdrawRecord>>('withdraw!list', { page_no: pageNo, page_size: pageSize }, { signal });
}

export function useWithdrawals(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: ['wallet', 'withdrawals', pageNo, pageSize],
    queryFn: ({ signal }) => listWithdrawals(pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
