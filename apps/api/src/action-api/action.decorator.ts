import { SetMetadata } from '@nestjs/common';
import type { ZodType } from 'zod';
import type { Actor } from '../core/auth/actor';

export type AuthMode = 'required' | 'optional' | 'none';

export interface RateRule {
  /** what the counter is keyed by besides the action */
  by: 'ip' | 'user';
  limit: number;
  windowMs: number;
}

export interface ActionOptions {
  /** `required`: no valid session → "403"; `optional`: used when present; `none`: ignored. */
  auth: AuthMode;
  /** zod schema of the merged string params; issue messages are error codes. */
  params?: ZodType;
  /** per-IP or per-user limits, checked before the handler */
  rateLimit?: RateRule[] | ((cfg: import('../config/env.schema').AppConfig) => RateRule[]);
  /** multipart upload (the file is read into `ctx.file`) */
  multipart?: boolean;
}

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  truncated: boolean;
}

export interface ActionContext<P = Record<string, string>> {
  params: P;
  /** the JSON body as sent (only the few JSON-body calls read it) */
  body: unknown;
  actor: Actor | null;
  lang: string;
  ip: string;
  requestId: string;
  /** scheme://host of the request, for absolute URLs in the answer (PUBLIC_URL, a brand or loopback host) */
  origin: string;
  /** scheme://host for links e-mailed to an account's owner (PUBLIC_URL, a brand host on its default port) */
  linkOrigin: string;
  /** the request's Host (brand resolution) */
  host: string | undefined;
  /** our web app's device cookie (issued on its first call): sign-in failures are counted per client */
  device?: string;
  file?: UploadedFile;
}

/** A handler may answer a success message (e.g. "logged off") besides its data. */
export class ActionReply<T = unknown> {
  constructor(
    readonly data: T,
    readonly msgCode: import('../core/i18n/error-codes').ErrorCode,
  ) {}
}

export const ACTION_META = Symbol('ACTION_META');

export interface ActionMeta extends ActionOptions {
  name: string;
}

/**
 * Marks a method as the handler of `<resource>!<method>.action`, served under /api, /public,
 * /wap/api and /wap/public, for GET and POST.
 */
export const Action = (name: string, options: ActionOptions) => SetMetadata<symbol, ActionMeta>(ACTION_META, { name, ...options });
