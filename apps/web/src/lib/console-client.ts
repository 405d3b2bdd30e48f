import { useSyncExternalStore } from 'react';
import { ApiError, NetworkError } from './api-client';
import { currentLang, i18n } from './i18n';

/**
 * The consoles' REST client: the operator (`/v1/admin`), seller (`/v1/seller`) and agent (`/v1/agent`)
 * consoles answer JSON, not the storefront's `.action` envelope, and each signs in with a bearer token
 * of its own. One client for the three: the token as a header, `?lang=` so the server's messages come
 * in the interface language, `{error:{code,message}}` unwrapped into an ApiError, a 401 forgets the
 * token (the console shows its sign-in again).
 */

/** A console's bearer token: in sessionStorage (gone with the tab), apart from the storefront's session. */
export interface ConsoleSession {
  get(): string | null;
  set(token: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function createConsoleSession(key: string): ConsoleSession & { notify(): void } {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    notify,
    get() {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set(token) {
      try {
        if (token) sessionStorage.setItem(key, token);
        else sessionStorage.removeItem(key);
      } catch {
        // storage unavailable: the console signs in again
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useConsoleToken(session: ConsoleSession): string | null {
  return useSyncExternalStore(session.subscribe, session.get, () => null);
}

export type ConsoleMethod = 'GET' | 'POST' | 'PATCH';
export type ConsoleRequest = <T>(method: ConsoleMethod, path: string, body?: unknown, signal?: AbortSignal) => Promise<T>;

interface ConsoleClientOptions {
  /** `/v1/admin`: paths are relative to it (`login`, `deposits?page=1`). */
  base: string;
  token: () => string | null;
  /** A 401 (but for the sign-in itself): the token is no longer valid. */
  signOut?: () => void;
  /** Any other refusal, before it is thrown (the operator console's "change your password first"). */
  onRefused?: (status: number, code: string | undefined) => void;
}

export function createConsoleClient({ base, token, signOut, onRefused }: ConsoleClientOptions): ConsoleRequest {
  return async <T>(method: ConsoleMethod, path: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
    const bearer = token();
    const sep = path.includes('?') ? '&' : '?';
    let res: Response;
    try {
      res = await fetch(`${base}/${path}${sep}lang=${encodeURIComponent(currentLang())}`, {
        method,
        signal,
        headers: {
          Accept: 'application/json',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new NetworkError(i18n.t('common:errors.network'));
    }
    if (res.status === 204) return undefined as T;
    const json = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    if (res.ok) return json as T;
    if (res.status === 401 && path !== 'login') signOut?.();
    else onRefused?.(res.status, json?.error?.code);
    throw new ApiError(json?.error?.message || i18n.t('common:errors.server'), json?.error?.code ?? String(res.status));
  };
}

/** The seller console's session and client. */
export const sellerSession = createConsoleSession('sellerToken');
export const sellerRequest = createConsoleClient({ base: '/v1/seller', token: sellerSession.get, signOut: () => sellerSession.set(null) });

/**
 * The operator console's session. Besides the token it knows whether the password must be changed
 * first: the API answered 403 `ADMIN_PASSWORD_CHANGE_REQUIRED` (or `me` said so), and the console
 * shows the change-password form instead of its pages until it is changed. Signing out forgets it.
 */
const adminToken = createConsoleSession('adminToken');
let passwordChangeRequired = false;
export const adminSession: ConsoleSession & {
  passwordChangeRequired(): boolean;
  setPasswordChangeRequired(required: boolean): void;
} = {
  get: adminToken.get,
  subscribe: adminToken.subscribe,
  set(token) {
    if (!token) passwordChangeRequired = false;
    adminToken.set(token);
  },
  passwordChangeRequired: () => passwordChangeRequired,
  setPasswordChangeRequired(required) {
    if (passwordChangeRequired === required) return;
    passwordChangeRequired = required;
    adminToken.notify();
  },
};
export const adminRequest = createConsoleClient({
  base: '/v1/admin',
  token: adminSession.get,
  signOut: () => adminSession.set(null),
  // The first sign-in with a generated password: the console shows the change form.
  onRefused: (status, code) => {
    if (status === 403 && code === 'ADMIN_PASSWORD_CHANGE_REQUIRED') adminSession.setPasswordChangeRequired(true);
  },
});

export function usePasswordChangeRequired(): boolean {
  return useSyncExternalStore(adminSession.subscribe, adminSession.passwordChangeRequired, () => false);
}

/** The customer-service agent console: an operator account signs in (`/v1/admin/login`), then talks to `/v1/agent`. */
export const agentSession = createConsoleSession('agentToken');
export const agentRequest = createConsoleClient({ base: '/v1/agent', token: agentSession.get, signOut: () => agentSession.set(null) });
