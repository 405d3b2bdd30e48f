import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { rechargeOpen } from './recharge-open';

export interface RechargeInput {
  amount: string;
  coin: string;
  blockchain_name: string;
  channel_address: string;
  /** proof picture URL from `uploadimg!execute` */
  img: string;
  from?: string;
  tx?: string;
}

/** `rechargeBlockchain!recharge`: claim a deposit with a proof (fresh session_token first). */
export async function recharge(input: RechargeInput): Promise<unknown> {
  const session_token = await rechargeOpen();
  return callAction('rechargeBlockchain!recharge', { session_token, ...input });
}

export function useRecharge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recharge,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
