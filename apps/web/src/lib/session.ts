import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readString, writeString } from './storage';

/**
 * The session token. Logged-in state is "a token is present" (spec §4). The token lives in
 * localStorage under `token` and is sent only as an Authorization header, never in a URL.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let token: string | null = readString(STORAGE_KEYS.token) || null;

function emit(): void {
  for (const l of listeners) l();
}

export function getToken(): string | null {
  return token;
}

export function setToken(next: string | null): void {
  token = next || null;
  writeString(STORAGE_KEYS.token, token);
  emit();
}

/** Keys removed with the session. Later slices add their cart keys here. */
const sessionKeys: string[] = [STORAGE_KEYS.token, STORAGE_KEYS.userInfo];

export function clearSession(opts: { searchHistory?: boolean } = {}): void {
  for (const k of sessionKeys) writeString(k, null);
  if (opts.searchHistory) writeString(STORAGE_KEYS.searchHistory, null);
  token = null;
  emit();
}

export function subscribeSession(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

const externalLogoutListeners = new Set<Listener>();

/** Called when another tab ends the session (this tab's own logouts navigate by themselves). */
export function onExternalLogout(l: Listener): () => void {
  externalLogoutListeners.add(l);
  return () => externalLogoutListeners.delete(l);
}

// Another tab logged in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.token || e.key === null) {
      const had = token;
      token = readString(STORAGE_KEYS.token) || null;
      emit();
      if (had && !token) for (const l of externalLogoutListeners) l();
    }
  });
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}

export function useIsLoggedIn(): boolean {
  return useToken() !== null;
}

/** The sign-in page for a visitor of `pathname`: the mobile one (/wap/login) from the mobile site, else /login. */
export function loginPath(pathname: string, search = ''): string {
  const login = /^\/wap(\/|$)/.test(pathname) ? '/wap/login' : '/login';
  return `${login}?redirect=${encodeURIComponent(pathname + search)}`;
}
