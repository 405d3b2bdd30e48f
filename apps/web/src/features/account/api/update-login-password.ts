import { useMutation } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';

export interface UpdateLoginPasswordInput {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** `user!updateOldAndNewPsw`. */
export function updateLoginPassword(input: UpdateLoginPasswordInput): Promise<unknown> {
  return callAction('user!updateOldAndNewPsw', {
    old_password: input.oldPassword,
    password: input.password,
    re_password: input.confirmPassword,
  });
}

export function useUpdateLoginPassword() {
  return useMutation({ mutationFn: updateLoginPassword });
}
