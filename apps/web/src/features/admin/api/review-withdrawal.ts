import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalResult } from '@/features/admin/types';
import { adminRequest } from '@/lib/console-client';
import type { Review } from './review-deposit';

/** `POST /v1/admin/withdrawals/:orderNo/approve` (may need a second operator) or `/reject` {reason}. */
export function reviewWithdrawal(r: Review): Promise<ApprovalResult> {
  const path = `withdrawals/${encodeURIComponent(r.orderNo)}/${r.action}`;
  return adminRequest('POST', path, r.action === 'reject' ? { reason: r.reason } : undefined);
}

export function useReviewWithdrawal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin', 'withdrawals'] }),
  });
}
