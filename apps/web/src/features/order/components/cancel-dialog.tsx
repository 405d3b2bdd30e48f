import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { CANCEL_REASONS, type CancelReason } from '@/features/order/rules';

interface CancelDialogProps {
  open: boolean;
  orderId: string;
  pending: boolean;
  onConfirm: (reason: CancelReason) => void;
  onClose: () => void;
}

/** "Cancel this order?" with the reasons of spec §9 (one must be chosen). */
export function CancelDialog({ open, orderId, pending, onConfirm, onClose }: CancelDialogProps) {
  const { t } = useTranslation('order');
  const ref = useModalDialog(open);
  const titleId = useId();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [tried, setTried] = useState(false);
  const close = () => {
    if (pending) return;
    setReason(null);
    setTried(false);
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="dialog order-dialog"
      aria-labelledby={titleId}
      data-testid="order-cancel-dialog"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (reason !== null) onConfirm(reason);
        }}
      >
        <h2 id={titleId} className="dialog__title">
          {t('cancel.title')}
        </h2>
        <p className="dialog__body">
          {t('cancel.text')} <bdi dir="ltr">{orderId}</bdi>
        </p>
        <fieldset className="order-reasons" aria-invalid={tried && reason === null ? true : undefined}>
          <legend className="order-reasons__legend">{t('cancel.reason')}</legend>
          {CANCEL_REASONS.map((r) => (
            <label key={r} className="order-reasons__option">
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                data-testid={`order-cancel-reason-${r}`}
              />
              <span>{t(`cancelReasons.${r}`)}</span>
            </label>
          ))}
          {tried && reason === null ? (
            <p className="field__error" role="alert">
              {t('cancel.reasonRequired')}
            </p>
          ) : null}
        </fieldset>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={close} disabled={pending}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" variant="danger" pending={pending} data-testid="order-cancel-confirm">
            {t('cancel.confirm')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
