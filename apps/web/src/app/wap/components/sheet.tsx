import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/**
 * Bottom sheet on the native <dialog> (modal: focus stays inside, Escape and the backdrop close it,
 * the page behind is inert).
 */
export function Sheet({ open, onClose, title, children, footer, testId }: SheetProps) {
  const { t } = useTranslation('wap');
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // a tap on the backdrop (outside the sheet's box) closes it
      onClick={(e) => {
        if (e.target === e.currentTarget) {
          const r = e.currentTarget.getBoundingClientRect();
          if (e.clientY < r.top || e.clientY > r.bottom || e.clientX < r.left || e.clientX > r.right) onClose();
        }
      }}
    >
      <div className="sheet__head">
        <h2 id={titleId} className="sheet__title">
          {title}
        </h2>
        <button type="button" className="sheet__close" onClick={onClose} aria-label={t('sheet.close')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" />
          </svg>
        </button>
      </div>
      <div className="sheet__body">{children}</div>
      {footer ? <div className="sheet__foot">{footer}</div> : null}
    </dialog>
  );
}
