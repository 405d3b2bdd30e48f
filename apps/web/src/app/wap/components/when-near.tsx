import { Suspense, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

type IdleHandle = number;
const onIdle = (cb: () => void): IdleHandle =>
  window.requestIdleCallback ? window.requestIdleCallback(cb, { timeout: 2500 }) : window.setTimeout(cb, 300);
const cancelIdle = (h: IdleHandle) => (window.cancelIdleCallback ? window.cancelIdleCallback(h) : window.clearTimeout(h));

/**
 * Renders its children once the first screen has settled (the browser is idle), wherever they are:
 * content below a page's first screen whose code and requests should not compete with it. `fallback`
 * holds the place until then, and while the children's lazy code loads (a Suspense boundary of its own).
 */
export function WhenIdle({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const h = onIdle(() => startTransition(() => setIdle(true)));
    return () => cancelIdle(h);
  }, []);
  return idle ? <Suspense fallback={fallback}>{children}</Suspense> : <>{fallback}</>;
}

/**
 * Renders its children once the first screen has settled (the browser is idle) and their place is
 * within `margin` of the screen; a placeholder of `minHeight` holds the place until then. Below-the-fold
 * sections so cost nothing while the first screen loads and paints. `prepare` runs at that first idle
 * moment (e.g. to fetch the section's code). Showing them is a transition: React renders them in
 * slices, yielding to the browser, so a slow phone gets no long task from them. The placeholder also
 * holds the place while the children's lazy code loads (a Suspense boundary of its own).
 */
export function WhenNear({
  children,
  minHeight,
  margin = '300px',
  prepare,
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
  prepare?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [idle, setIdle] = useState(false);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const h = onIdle(() => {
      prepare?.();
      startTransition(() => setIdle(true));
    });
    return () => cancelIdle(h);
  }, [prepare]);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)), {
      rootMargin: `${margin} 0px`,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  if (near && idle) return <Suspense fallback={<div style={{ minBlockSize: minHeight }} aria-hidden="true" />}>{children}</Suspense>;
  return <div ref={ref} style={{ minBlockSize: minHeight }} aria-hidden="true" />;
}
