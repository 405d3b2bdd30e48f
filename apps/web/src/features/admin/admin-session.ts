import { useSyncExternalStore } from 'react';

/** The operator's bearer token lives in sessionStorage (gone with the tab), never in localStorage. */
const KEY = 'adminToken';
const listeners = new Set<() => void>();
let passwordChangeRequired = false;

export function getAdminToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAdminToken(token: string | null): void {
  if (!token) passwordChangeRequired = false;
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

/**
 * The API answered 403 `ADMIN_PASSWORD_CHANGE_REQUIRED` (or `me` says so): the console shows the
 * change-password form instead of its pages until the password is changed.
 */
export function setPasswordChangeRequired(required: boolean): void {
  if (passwordChangeRequired === required) return;
  passwordChangeRequired = required;
  listeners.forEach((l) => l());
}

export function usePasswordChangeRequired(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => passwordChangeRequired,
    () => false,
  );
}
