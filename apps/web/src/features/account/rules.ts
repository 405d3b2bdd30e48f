/**
 * Account input limits (spec §5). Same values as `libs/contracts/src/account.ts`; repeated here
 * as plain constants because that module also builds zod schemas, which the browser bundle
 * must not pull in (only types are imported from it).
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
export const SAFEWORD_PATTERN = /^\d{6}$/;
export const AVATAR_COUNT = 19;
export const EMAIL_MAX = 64;
export const LOGOFF_REASON_MAX = 500;
