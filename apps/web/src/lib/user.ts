import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { STORAGE_KEYS, readJson, writeJson } from '@/lib/storage';
import type { UserInfoData } from '@mall/contracts';

/** The fields of `localuser!get` this app reads (the server sends more). */
export type UserInfo = Pick<UserInfoData, 'username' | 'usercode' | 'avatar' | 'safeword'> &
  Partial<Pick<UserInfoData, 'email' | 'phone' | 'lastlogintime'>>;

/** `localuser!get`: the logged-in user's profile (every feature that needs who is signed in reads it here). */
export async function getUser(signal?: AbortSignal): Promise<UserInfo> {
  const data = await callAction<UserInfo>('localuser!get', undefined, { signal });
  const user: UserInfo = {
    username: String(data.username ?? ''),
    usercode: String(data.usercode ?? ''),
    avatar: String(data.avatar ?? '1'),
    safeword: Number(data.safeword) === 1 ? 1 : 0,
    email: data.email,
    phone: data.phone,
    lastlogintime: data.lastlogintime,
  };
  writeJson(STORAGE_KEYS.userInfo, user); // header renders the name at once on the next visit
  return user;
}

export const userQueryKey = ['account', 'user'] as const;

export function userQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 60_000,
  });
}

/** The current user, or undefined while logged out / loading. Seeds from the stored copy. */
export function useUser() {
  const token = useToken();
  return useQuery({
    ...userQueryOptions(),
    enabled: token !== null,
    placeholderData: () => readJson<UserInfo>(STORAGE_KEYS.userInfo) ?? undefined,
  });
}
