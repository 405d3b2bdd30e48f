import { z } from 'zod';

/** The `.action` envelope. `code` is always a string: "0" ok, "1" business error, "403" session. */
export interface ActionEnvelope<T = unknown> {
  code: '0' | '1' | '403';
  msg: string;
  data: T;
}

/** Paging style A request (`pageNum`, `pageSize`). */
export interface PageInfo {
  pageNum: number;
  pageSize: number;
  totalElements: number;
  totalPage: number;
  firstPage: boolean;
  lastPage: boolean;
}
export interface PageA<T> {
  pageList: T[];
  pageInfo: PageInfo;
}
/** Paging style B (wallet records, credit history). */
export interface PageB<T> {
  elements: T[];
  pageSize: number;
  thisPageNumber: number;
  totalElements: number;
}

/**
 * zod helpers for `.action` params: every param arrives as a string (query or form).
 * An issue's message is an error code from the server catalogue; the dispatcher localizes it.
 */
export const str = (max: number, required = 'COMMON_PARAM_REQUIRED') =>
  z
    .string({ error: required })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, required).max(max, 'COMMON_PARAM_TOO_LONG'));

export const optStr = (max: number) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().max(max, 'COMMON_PARAM_TOO_LONG'))
    .optional();

export const intParam = (min: number, max: number, code = 'COMMON_INVALID_PARAM') =>
  z
    .string({ error: code })
    .trim()
    .regex(/^-?\d{1,9}$/, code)
    .transform(Number)
    .pipe(z.number().int().min(min, code).max(max, code));
