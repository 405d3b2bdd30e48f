import type { SessionData, UserInfoData } from '@mall/contracts';

export type { SessionData };

/** The fields of `localuser!get` this app reads (the server sends more). */
export type UserInfo = Pick<UserInfoData, 'username' | 'usercode' | 'avatar' | 'safeword'> &
  Partial<Pick<UserInfoData, 'email' | 'phone' | 'lastlogintime'>>;

/** Phone sign-up/login sends `"<areaCode> <phone>"` as the username (legacy wire format). */
export type AccountType = 'phone' | 'email';
export const ACCOUNT_TYPE_CODE: Record<AccountType, '1' | '2'> = { phone: '1', email: '2' };
