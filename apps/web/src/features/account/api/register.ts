import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { ACCOUNT_TYPE_CODE, type AccountType, type SessionData, type UserInfo } from '@/features/account/types';
import { userQueryOptions } from '@/lib/user';
import { wireUsername } from './login';

export interface RegisterInput {
  type: AccountType;
  account: string;
  areaCode: string;
  password: string;
  confirmPassword: string;
  agentCode: string;
}

/** `localuser!registerNoVerifcode` → `{token, username, usercode}` (the new user is logged in). */
export function register(input: RegisterInput): Promise<SessionData> {
  return callAction<SessionData>('localuser!registerNoVerifcode', {
    username: wireUsername(input.type, input.account, input.areaCode),
    password: input.password,
    re_password: input.confirmPassword,
    confirmPassword: input.confirmPassword,
    type: ACCOUNT_TYPE_CODE[input.type],
    agentCode: input.agentCode.trim() || undefined,
  });
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput): Promise<UserInfo> => {
      const session = await register(input);
      setToken(session.token);
      return qc.fetchQuery(userQueryOptions());
    },
  });
}
