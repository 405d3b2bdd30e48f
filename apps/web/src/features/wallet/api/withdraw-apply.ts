import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { rechargeOpen } from './recharge-open';

export interface WithdrawApplyInput {
  amount: string;
  /** the bound address */
  from: string;
  /** coin */
  channel: string;
  safeword: string;
}

/** `withdraw!apply`, with a session_token fetched fresh just before. */
export async function withdrawApply(input: WithdrawApplyInput): Promise<unknown> {
  const session_token = await rechargeOpen();
  return callAction('withdraw!apply', { session_token, ...input });
}

export function useWithdrawApply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawApply,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
