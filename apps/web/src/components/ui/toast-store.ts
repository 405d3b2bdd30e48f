import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
/** An optional link shown in the toast (e.g. "Log in"). */
export interface ToastAction {
  label: string;
  href: string;
}
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
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
export function showToast(kind: ToastKind, message: string, action?: ToastAction): void {
  if (!message) return;
  const now = Date.now();
  const prev = lastShown.get(message);
  lastShown.set(message, now);
  if (prev !== undefined && now - prev < DEDUPE_MS) return;
  const id = nextId++;
  toasts = [...toasts, { id, kind, message, action }].slice(-MAX_VISIBLE);
  emit();
  window.setTimeout(() => dismissToast(id), kind === 'error' || action ? SHOW_MS + 1500 : SHOW_MS);
}

export const toast = {
  success: (m: string, action?: ToastAction) => showToast('success', m, action),
  error: (m: string, action?: ToastAction) => showToast('error', m, action),
  warning: (m: string, action?: ToastAction) => showToast('warning', m, action),
  info: (m: string, action?: ToastAction) => showToast('info', m, action),
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
