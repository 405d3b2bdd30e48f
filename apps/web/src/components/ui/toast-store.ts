import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const DEDUPE_MS = 500;
const SHOW_MS = 3500;
const MAX_VISIBLE = 4;

let toasts: Toast[] = [];
let nextId = 1;
const lastShown = new Map<string, number>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Show a toast. Identical messages within 500 ms are shown once (spec §8). */
export function showToast(kind: ToastKind, message: string): void {
  if (!message) return;
  const now = Date.now();
  const prev = lastShown.get(message);
  lastShown.set(message, now);
  if (prev !== undefined && now - prev < DEDUPE_MS) return;
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }].slice(-MAX_VISIBLE);
  emit();
  window.setTimeout(() => dismissToast(id), kind === 'error' ? SHOW_MS + 1500 : SHOW_MS);
}

export const toast = {
  success: (m: string) => showToast('success', m),
  error: (m: string) => showToast('error', m),
  warning: (m: string) => showToast('warning', m),
  info: (m: string) => showToast('info', m),
};

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
