/**
 * Account input limits (spec §5), plain constants with no zod: the web app imports them, and a
 * module of zod schemas would bring its schemas into the browser bundle.
 */
/** Login password: 6-12 characters, any printable characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
/** Fund (transaction) password: exactly 6 digits. */
export const SAFEWORD_PATTERN = /^\d{6}$/;
export const AVATAR_COUNT = 19;
export const EMAIL_MAX = 64;
export const LOGOFF_REASON_MAX = 500;
