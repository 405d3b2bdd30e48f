import { useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { WithdrawOpen } from '@/features/wallet/types';

/** `withdraw!withdraw_open`: the bound address (if any) and the open networks with their rules. */
export function withdrawOpen(signal?: AbortSignal): Promise<WithdrawOpen> {
  return callAction<WithdrawOpen>('withdraw!withdraw_open', undefined, { signal });
}

export const withdrawOpenQueryKey = ['wallet', 'withdraw-open'] as const;

export function useWithdrawOpen() {
  return useQuery({ queryKey: withdrawOpenQueryKey, queryFn: ({ signal }) => withdrawOpen(signal), staleTime: 0 });
}
