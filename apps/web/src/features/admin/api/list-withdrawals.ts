import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPage, AdminWithdrawal } from '@/features/admin/types';
import { adminRequest } from '@/lib/console-client';

/** `GET /v1/admin/withdrawals?state=pending_review`: withdrawals waiting for review, oldest first. */
export function listWithdrawals(page: number, size: number, signal?: AbortSignal): Promise<AdminPage<AdminWithdrawal>> {
  return adminRequest('GET', `withdrawals?state=pending_review&page=${page}&size=${size}`, undefined, signal);
}

export function useAdminWithdrawals(page: number, size: number) {
  return useQuery({
    queryKey: ['admin', 'withdrawals', page, size],
    queryFn: ({ signal }) => listWithdrawals(page, size, signal),
    placeholderData: keepPreviousData,
  });
}
