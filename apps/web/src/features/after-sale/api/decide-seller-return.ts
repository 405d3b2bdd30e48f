import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerRequest } from '@/lib/console-client';

export type ReturnDecision = { id: string; action: 'accept'; note?: string } | { id: string; action: 'reject'; note: string };

export interface AcceptAnswer {
  caseId: string;
  state: 'refunded';
  refundId: string;
  /** exact decimal USDT */
  amount: string;
}

/**
 * `POST /v1/seller/returns/:id/accept` {reason?} (the buyer is refunded what remains of the order,
 * once) or `/reject` {reason} (shown to the buyer, who may escalate).
 */
export function decideSellerReturn(d: ReturnDecision): Promise<AcceptAnswer | { caseId: string; state: 'rejected' }> {
  const note = d.note?.trim();
  return sellerRequest('POST', `returns/${encodeURIComponent(d.id)}/${d.action}`, note ? { reason: note } : {});
}

/** After either: the case, the lists, the orders and the balances of the console are read again. */
export function useDecideSellerReturn() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: decideSellerReturn, onSettled: () => qc.invalidateQueries({ queryKey: ['seller'] }) });
}
