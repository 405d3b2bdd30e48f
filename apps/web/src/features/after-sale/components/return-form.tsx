import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { returnReasonsFor } from '@mall/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useRequestReturn } from '@/features/after-sale/api/request-return';
import { RETURN_DETAIL_MAX, RETURN_PHOTOS_MAX } from '@/features/after-sale/rules';
import { charCount } from '@/lib/char-count';
import { PhotoUploader } from '@/components/ui/photo-uploader';
import { usePhotoUploads } from '@/components/ui/use-photo-uploads';
import { CountedTextAreaField } from '@/components/ui/field';
import { AlertText } from '@/components/ui/alert-text';

/**
 * The refund request: a reason (those that fit the order's `status`: none about the goods before it
 * ships), what happened, up to 9 photos; sent only when every photo is uploaded.
 */
export function ReturnForm({ orderId, status, onDone }: { orderId: string; status: number; onDone?: () => void }) {
  const { t } = useTranslation('aftersale');
  const reasons = returnReasonsFor(status);
  const uploads = usePhotoUploads('returns', RETURN_PHOTOS_MAX);
  const send = useRequestReturn();
  const [reason, setReason] = useState<number | null>(null);
  const [detail, setDetail] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const detailId = useId();
  const waitId = useId();
  const failed = uploads.items.some((it) => it.state === 'error');
  const length = charCount(detail);
  const tooLong = length > RETURN_DETAIL_MAX;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    if (uploads.uploading || tooLong) return;
    if (reason === null) {
      setReasonError(t('form.reasonRequired'));
      document.getElementById(`${detailId}-reason-${reasons[0]}`)?.focus();
      return;
    }
    send.mutate(
      { orderId, returnReason: reason, returnDetail: detail.trim(), photos: uploads.urls },
      {
        onSuccess: () => {
          toast.success(t('form.sent'));
          onDone?.();
        },
        onError: (err) => setServerError(err.message || t('form.failed')),
      },
    );
  };

  return (
    <form className="aftersale-card return-form" onSubmit={onSubmit} noValidate data-testid="return-form">
      <fieldset
        className="plain-fieldset return-form__reasons"
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${detailId}-reason-error` : undefined}
      >
        <legend className="field__label">{t('form.reason')}</legend>
        <div className="choice-grid">
          {reasons.map((r) => (
            <label key={r} className={`choice${reason === r ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="returnReason"
                id={`${detailId}-reason-${r}`}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setReasonError(null);
                }}
                data-testid={`return-reason-${r}`}
              />
              <span>{t(`reasons.${r}`)}</span>
            </label>
          ))}
        </div>
        {reasonError ? (
          <p className="field__error" id={`${detailId}-reason-error`} role="alert">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <CountedTextAreaField
        id={detailId}
        label={
          <>
            {t('form.detail')} <span className="muted">{t('form.optional')}</span>
          </>
        }
        count={length}
        max={RETURN_DETAIL_MAX}
        counter={t('form.counter', { n: length, max: RETURN_DETAIL_MAX })}
        rows={5}
        value={detail}
        onChange={(e) => setDetail(e.target.value)}
        placeholder={t('form.detailPlaceholder')}
        data-testid="return-detail"
      />
      <PhotoUploader uploads={uploads} label={t('form.photos')} disabled={send.isPending} testId="return-photos" />
      <AlertText message={serverError} className="notice notice--error" testId="return-error" />
      <div className="aftersale-actions">
        <Button
          type="submit"
          pending={send.isPending}
          disabled={uploads.uploading || tooLong}
          aria-describedby={uploads.uploading || failed ? waitId : undefined}
          data-testid="return-submit"
        >
          {t('form.submit')}
        </Button>
        {uploads.uploading || failed ? (
          <span id={waitId} className="muted" data-testid="return-wait">
            {uploads.uploading ? t('photos.wait') : t('photos.failedSkipped')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
