import { startTransition, useEffect, useState } from 'react';

/**
 * "The first screen is painted": set once, on the first page of a visit, when its largest picture (a
 * WapImage marked `eager`) has loaded (or failed) and been painted, at the latest 3 s after the start.
 * Pictures further down a list whose first pictures are eager wait for it (WapImage `afterFirstScreen`):
 * on a slow connection they would otherwise share the bandwidth with the first screen's picture and
 * delay it. Later pages of the visit never wait.
 */
let settled = false;
const listeners = new Set<() => void>();

export function settleFirstScreen(): void {
  if (settled) return;
  settled = true;
  for (const l of listeners) l();
}

/** After the picture that just loaded is painted: the frame after the next one. */
export function settleAfterPaint(): void {
  if (settled) return;
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settleFirstScreen, 0)));
}

if (typeof window !== 'undefined') window.setTimeout(settleFirstScreen, 3000);

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/**
 * Whether the first screen has settled. Its change is a transition (not an external-store update, which
 * React renders in one blocking task): every picture waiting for it re-renders in slices. It changes
 * once, from false to true, so no render can see a mix of both.
 */
export function useFirstScreenSettled(): boolean {
  const [now, setNow] = useState(settled);
  useEffect(() => {
    const update = () => startTransition(() => setNow(true));
    if (settled) update();
    else return subscribe(update);
  }, []);
  return now;
}
