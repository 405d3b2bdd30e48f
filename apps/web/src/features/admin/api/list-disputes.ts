import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dispute, DisputeState } from '@/features/admin/types';
import { adminRequest } from '@/lib/console-client';

export interface DisputePage {
  items: Dispute[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /v1/admin/returns?state=…`: return cases in one state, oldest first (`escalated`: the disputes queue). */
export function listDisputes(state: DisputeState, page: number, pageSize: number, signal?: AbortSignal): Promise<DisputePage> {
  return adminRequest('GET', `returns?state=${state}&page=${page}&pageSize=${pageSize}`, undefined, signal);
}

export function useAdminDisputes(state: DisputeState, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['admin', 'disputes', state, page, pageSize],
    queryFn: ({ signal }) => listDisputes(state, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
