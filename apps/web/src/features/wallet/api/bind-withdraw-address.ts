import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { withdrawOpenQueryKey } from './withdraw-open';

export interface BindAddressInput {
  blockchain_name: string;
  coin: string;
  channel_address: string;
  /** the fund password: the server verifies it (old clients send none and wait 24 h) */
  safeword: string;
}

/** `user!bindWithdrawAddress`: the one withdrawal address of the account. */
export function bindWithdrawAddress(input: BindAddressInput): Promise<unknown> {
  return callAction('user!bindWithdrawAddress', { ...input });
}

export function useBindWithdrawAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bindWithdrawAddress,
    onSuccess: () => qc.invalidateQueries({ queryKey: withdrawOpenQueryKey }),
  });
}
