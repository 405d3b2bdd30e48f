import { useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { WithdrawRecord } from '@/features/wallet/types';

/** `withdraw!get`: one withdrawal. */
export function getWithdrawal(orderNo: string, signal?: AbortSignal): Promise<WithdrawRecord> {
  return callAction<WithdrawRecord>('withdraw!get', { order_no: orderNo }, { signal });
}

export function useWithdrawalDetail(orderNo: string | null) {
  return useQuery({
    queryKey: ['wallet', 'withdrawal', orderNo],
    queryFn: ({ signal }) => getWithdrawal(orderNo!, signal),
    enabled: !!orderNo,
  });
}
