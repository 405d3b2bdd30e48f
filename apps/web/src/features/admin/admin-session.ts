import { useSyncExternalStore } from 'react';

/** The operator's bearer token lives in sessionStorage (gone with the tab), never in localStorage. */
const KEY = 'adminToken';
const listeners = new Set<() => void>();

export function getAdminToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAdminToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the operator logs in again
  }
  listeners.forEach((l) => l());
}

export function useAdminToken(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getAdminToken,
    () => null,
  );
}
