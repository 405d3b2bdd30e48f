import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalResult } from '@/features/admin/types';
import { adminRequest } from '@/lib/console-client';

export type Review = { orderNo: string; action: 'approve' } | { orderNo: string; action: 'reject'; reason: string };

/** `POST /v1/admin/deposits/:orderNo/approve` or `/reject` {reason}. */
export function reviewDeposit(r: Review): Promise<ApprovalResult> {
  const path = `deposits/${encodeURIComponent(r.orderNo)}/${r.action}`;
  return adminRequest('POST', path, r.action === 'reject' ? { reason: r.reason } : undefined);
}

export function useReviewDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewDeposit,
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin', 'deposits'] }),
  });
}
