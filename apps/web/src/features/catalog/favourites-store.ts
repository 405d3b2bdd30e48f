import { useSyncExternalStore } from 'react';
import { subscribeSession } from '@/lib/session';

/**
 * Optimistic favourite / follow state, shared by every card, button and page that shows the same
 * goods or store. An entry is the viewer's latest choice (true = kept / followed); it wins over the
 * `isKeep` / `isFocus` of cached answers, which may predate the change. Cleared when the session
 * changes (another viewer).
 */
type Kind = 'kept' | 'followed';
const state: Record<Kind, Map<string, boolean>> = { kept: new Map(), followed: new Map() };
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

subscribeSession(() => {
  state.kept.clear();
  state.followed.clear();
  emit();
});

export function getOverride(kind: Kind, id: string): boolean | undefined {
  return state[kind].get(id);
}

/** Set (or with `undefined`, drop) the viewer's choice for one goods / store. */
export function setOverride(kind: Kind, id: string, value: boolean | undefined): void {
  if (value === undefined) state[kind].delete(id);
  else state[kind].set(id, value);
  emit();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useOverride(kind: Kind, id: string): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => state[kind].get(id),
    () => undefined,
  );
}

/**
 * Follower count shown for a store: the server's count corrected by the viewer's choice made after
 * that answer (`focusNum` already includes the viewer when `isFocus` was 1).
 */
export function adjustedFollowers(focusNum: number, serverIsFocus: boolean, override: boolean | undefined): number {
  if (override === undefined || override === serverIsFocus) return focusNum;
  return Math.max(0, focusNum + (override ? 1 : -1));
}
