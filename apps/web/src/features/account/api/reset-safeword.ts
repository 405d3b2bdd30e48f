import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { userQueryKey } from '@/lib/user';

/** `user!sendSafewordResetCode`: a code to the signed-in user's e-mail address. */
export function sendSafewordResetCode(): Promise<unknown> {
  return callAction('user!sendSafewordResetCode');
}

export interface ResetSafewordInput {
  password: string;
  code: string;
  safeword: string;
  confirmSafeword: string;
}

/** `user!resetSafeword`: login password + e-mailed code + the new transaction password (withdrawals wait 24 h). */
export function resetSafeword(input: ResetSafewordInput): Promise<unknown> {
  return callAction('user!resetSafeword', {
    password: input.password,
    verifcode: input.code.trim(),
    safeword: input.safeword,
    re_safeword: input.confirmSafeword,
  });
}

export function useSendSafewordResetCode() {
  return useMutation({ mutationFn: sendSafewordResetCode });
}

export function useResetSafeword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetSafeword,
    onSuccess: () => qc.invalidateQueries({ queryKey: userQueryKey }),
  });
}
