import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { ACCOUNT_TYPE_CODE, type AccountType, type SessionData, type UserInfo } from '@/features/account/types';
import { userQueryOptions } from '@/lib/user';

export interface LoginInput {
  type: AccountType;
  /** Email address, or the local phone number when type is phone. */
  account: string;
  /** Digits only, e.g. "86" (phone form). */
  areaCode: string;
  password: string;
}

/** Wire username: the email, or `"<areaCode> <phone>"`. */
export function wireUsername(type: AccountType, account: string, areaCode: string): string {
  return type === 'phone' ? `${areaCode} ${account.replace(/[\s-]/g, '')}` : account.trim();
}

/** `user!newlogin` → `{token, username, usercode}`. */
export function login(input: LoginInput): Promise<SessionData> {
  return callAction<SessionData>('user!newlogin', {
    username: wireUsername(input.type, input.account, input.areaCode),
    password: input.password,
    type: ACCOUNT_TYPE_CODE[input.type],
    areaCode: input.type === 'phone' ? input.areaCode : undefined,
    roleType: 0,
  });
}

/** Log in, store the token, then load the user (`localuser!get`). */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<UserInfo> => {
      const session = await login(input);
      setToken(session.token);
      return qc.fetchQuery(userQueryOptions());
    },
  });
}
