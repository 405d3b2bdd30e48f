import { useQuery } from '@tanstack/react-query';
import type { DisputeDetail } from '@/features/admin/types';
import { adminRequest } from '@/lib/console-client';

/** `GET /v1/admin/returns/:id`: one case with its order, timeline and refunds. */
export function getDispute(id: string, signal?: AbortSignal): Promise<DisputeDetail> {
  return adminRequest('GET', `returns/${encodeURIComponent(id)}`, undefined, signal);
}

export function useAdminDispute(id: string) {
  return useQuery({ queryKey: ['admin', 'dispute', id], queryFn: ({ signal }) => getDispute(id, signal) });
}
