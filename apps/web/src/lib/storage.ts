/** Local storage keys the app uses (kept in one place so logout/403 can clear them). */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  lang: 'lang',
  agentCode: 'agentCode',
  searchHistory: 'searchHistory',
  scroll: 'scroll',
  preferDesktop: 'preferDesktop',
  maxBuy: 'maxBuy',
} as const;

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage full or blocked: the app keeps working without persistence */
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}
