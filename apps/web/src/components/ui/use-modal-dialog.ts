import { useEffect, useRef } from 'react';

/**
 * A ref for a native <dialog> that is shown as a modal (`showModal()`: focus stays inside, Escape
 * cancels it, the page behind is inert) while `open` is true, and closed when it turns false.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return ref;
}
