import type { DialogHTMLAttributes, ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface ModalDialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel' | 'onClick'> {
  open: boolean;
  /** Escape (and, with `closeOnBackdrop`, a click beside the box): the owner closes it, or not while busy */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A native modal <dialog> shown while `open` (focus stays inside, the page behind is inert). Escape is
 * handed to `onClose` instead of closing the element itself, so the owner's state stays the truth.
 */
export function ModalDialog({ open, onClose, closeOnBackdrop, children, ...dialog }: ModalDialogProps) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      {...dialog}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={
        closeOnBackdrop
          ? (e) => {
              if (e.target !== e.currentTarget) return;
              const r = e.currentTarget.getBoundingClientRect();
              if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) onClose();
            }
          : undefined
      }
    >
      {children}
    </dialog>
  );
}

/** The × of a dialog's close button. */
export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" />
    </svg>
  );
}
