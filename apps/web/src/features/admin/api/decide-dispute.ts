import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeDecision, DisputeOutcome } from '@/features/admin/types';
import { adminRequest } from '@/lib/console-client';

/** `POST /v1/admin/returns/:id/refund` {amount?, reason} (all that remains unless `amount`) or `/reject` {reason}. */
export function decideDispute(d: DisputeDecision): Promise<DisputeOutcome> {
  const body = d.action === 'refund' ? { reason: d.reason, ...(d.amount ? { amount: d.amount } : {}) } : { reason: d.reason };
  return adminRequest('POST', `returns/${encodeURIComponent(d.id)}/${d.action}`, body);
}

export function useDecideDispute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decideDispute,
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'disputes'] }), qc.invalidateQueries({ queryKey: ['admin', 'dispute'] })]),
  });
}
