import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { userQueryKey } from '@/lib/user';

export interface SetSafewordInput {
  safeword: string;
  confirmSafeword: string;
}

/** `user!setSafewordReg`: first transaction password (only when none is set; the account settings and the pay dialog set it). */
export function setSafeword(input: SetSafewordInput): Promise<unknown> {
  return callAction('user!setSafewordReg', { safeword: input.safeword, re_safeword: input.confirmSafeword });
}

export function useSetSafeword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setSafeword,
    onSuccess: () => qc.invalidateQueries({ queryKey: userQueryKey }),
  });
}
