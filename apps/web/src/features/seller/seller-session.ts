import { useSyncExternalStore } from 'react';

/** The seller's bearer token lives in sessionStorage (gone with the tab), apart from the storefront's session. */
const KEY = 'sellerToken';
const listeners = new Set<() => void>();

export function getSellerToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setSellerToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the seller signs in again
  }
  listeners.forEach((l) => l());
}

export function useSellerToken(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSellerToken,
    () => null,
  );
}
