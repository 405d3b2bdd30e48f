import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPage, DepositClaim } from '@/features/admin/types';
import { adminRequest } from '@/lib/console-client';

/** `GET /v1/admin/deposits`: manual deposit claims waiting for review, oldest first. */
export function listDeposits(page: number, size: number, signal?: AbortSignal): Promise<AdminPage<DepositClaim>> {
  return adminRequest('GET', `deposits?page=${page}&size=${size}`, undefined, signal);
}

export function useAdminDeposits(page: number, size: number) {
  return useQuery({
    queryKey: ['admin', 'deposits', page, size],
    queryFn: ({ signal }) => listDeposits(page, size, signal),
    placeholderData: keepPreviousData,
  });
}
