import type { SessionData } from '@mall/contracts';

export type { SessionData };
export type { UserInfo } from '@/lib/user';

/** Phone sign-up/login sends `"<areaCode> <phone>"` as the username (legacy wire format). */
export type AccountType = 'phone' | 'email';
export const ACCOUNT_TYPE_CODE: Record<AccountType, '1' | '2'> = { phone: '1', email: '2' };
