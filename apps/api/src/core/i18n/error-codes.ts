import en from './messages/en.json';

/** Every server error code; the English catalogue is the source of truth for the list. */
export type ErrorCode = keyof typeof en;
export const ERROR_CODES = Object.keys(en) as ErrorCode[];

/** Codes answered as `"403"` on the `.action` API (the client then drops its session). */
export const SESSION_ERROR_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['AUTH_LOGIN_REQUIRED']);
