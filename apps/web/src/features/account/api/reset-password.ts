import { useMutation } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';

/** `user!sendResetCode`: a code to the account using this e-mail (the answer never tells whether one does). */
export function sendResetCode(email: string): Promise<unknown> {
  return callAction('user!sendResetCode', { target: email.trim() });
}

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** `user!resetPassword`: the e-mailed code and the new password; every session of the account ends. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return callAction('user!resetPassword', {
    target: input.email.trim(),
    verifcode: input.code.trim(),
    password: input.password,
    re_password: input.confirmPassword,
  });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
