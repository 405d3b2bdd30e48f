import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/lib/console-client';

/** `POST /v1/admin/refunds/:id/approve`: the second, independent operator's approval of a refund above the threshold. */
export function approveRefund(refundId: string): Promise<{ refundId: string; state: string; amount: string }> {
  return adminRequest('POST', `refunds/${encodeURIComponent(refundId)}/approve`);
}

export function useApproveRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: approveRefund,
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'disputes'] }), qc.invalidateQueries({ queryKey: ['admin', 'dispute'] })]),
  });
}
