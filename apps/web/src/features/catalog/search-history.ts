import { useSyncExternalStore } from 'react';
import { subscribeSession } from '@/lib/session';
import { STORAGE_KEYS, readString, writeJson } from '@/lib/storage';

export const SEARCH_HISTORY_MAX = 10;
const listeners = new Set<() => void>();
let cacheRaw: string | null | undefined;
let cacheVal: string[] = [];

/** Reads storage each time (logout clears it), returning a stable array while it is unchanged. */
function read(): string[] {
  const raw = readString(STORAGE_KEYS.searchHistory);
  if (raw !== cacheRaw) {
    cacheRaw = raw;
    let parsed: unknown = [];
    try {
      parsed = raw ? JSON.parse(raw) : [];
    } catch {
      parsed = [];
    }
    cacheVal = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, SEARCH_HISTORY_MAX) : [];
  }
  return cacheVal;
}

function write(next: string[]): void {
  writeJson(STORAGE_KEYS.searchHistory, next.length ? next : null);
  for (const l of listeners) l();
}

/** Most recent first, no duplicates, at most 10. */
export function addSearch(keyword: string): void {
  const k = keyword.trim();
  if (!k) return;
  write([k, ...read().filter((x) => x !== k)].slice(0, SEARCH_HISTORY_MAX));
}

export function clearSearchHistory(): void {
  write([]);
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  const off = subscribeSession(l); // logout clears the history
  return () => {
    listeners.delete(l);
    off();
  };
}

export function useSearchHistory(): string[] {
  return useSyncExternalStore(subscribe, read, read);
}
