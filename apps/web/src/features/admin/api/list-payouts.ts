import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPage, AdminWithdrawal } from '@/features/admin/types';
import { adminRequest } from '@/lib/console-client';

/**
 * `GET /v1/admin/withdrawals?state=approved,verifying`: approved withdrawals being paid, oldest
 * first: "to pay" by an operator (manual networks), their recorded payments being verified, and
 * those the payout signer is sending.
 */
export function listPayouts(page: number, size: number, signal?: AbortSignal): Promise<AdminPage<AdminWithdrawal>> {
  return adminRequest('GET', `withdrawals?state=approved,verifying&page=${page}&size=${size}`, undefined, signal);
}

export function useAdminPayouts(page: number, size: number) {
  return useQuery({
    queryKey: ['admin', 'withdrawals', 'payouts', page, size],
    queryFn: ({ signal }) => listPayouts(page, size, signal),
    placeholderData: keepPreviousData,
    // verifying moves on by itself (the chain watcher)
    refetchInterval: 15_000,
  });
}
