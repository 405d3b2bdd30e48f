import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@/lib/photo-rules';
import '@/components/ui/photo.css';
import type { PhotoUploads } from '@/components/ui/use-photo-uploads';

interface PhotoUploaderProps {
  uploads: PhotoUploads;
  label: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * Picked photos as thumbnails with their upload progress and a remove button, and an "add photos"
 * button (a file input) while fewer than the maximum are picked. Texts: namespace `aftersale`.
 */
export function PhotoUploader({ uploads, label, disabled, testId = 'photo-uploader' }: PhotoUploaderProps) {
  const { t } = useTranslation('aftersale');
  const inputId = useId();
  const hintId = useId();
  const full = uploads.items.length >= uploads.max;
  const r = uploads.refused;
  return (
    <fieldset className="plain-fieldset photo-uploader" data-testid={testId} aria-describedby={hintId}>
      <legend className="field__label">
        {label}{' '}
        <bdi dir="ltr" className="muted" data-testid={`${testId}-count`}>
          (<Count value={uploads.items.length} />/<Count value={uploads.max} />)
        </bdi>
      </legend>
      <ul className="photo-uploader__list">
        {uploads.items.map((it, i) => (
          <li
            key={it.key}
            className={`photo-uploader__item photo-uploader__item--${it.state}`}
            data-testid="photo-item"
            data-state={it.state}
          >
            <img src={it.preview} alt={t('photos.alt', { n: i + 1 })} className="photo-uploader__img" />
            {it.state === 'uploading' ? (
              <span
                className="photo-uploader__progress"
                role="progressbar"
                aria-label={t('photos.uploading', { name: it.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(it.progress * 100)}
              >
                <span className="photo-uploader__bar" style={{ inlineSize: `${Math.round(it.progress * 100)}%` }} />
              </span>
            ) : null}
            {it.state === 'error' ? (
              <span className="photo-uploader__error" role="alert">
                <span>{it.error || t('photos.failed')}</span>
                <button type="button" className="link-button" onClick={() => uploads.retry(it.key)}>
                  {t('photos.retry')}
                </button>
              </span>
            ) : null}
            <button
              type="button"
              className="photo-uploader__remove"
              aria-label={t('photos.remove', { n: i + 1 })}
              onClick={() => uploads.remove(it.key)}
              disabled={disabled}
              data-testid="photo-remove"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {!full ? (
          <li className="photo-uploader__item photo-uploader__item--add">
            <label htmlFor={inputId} className={`photo-uploader__add${disabled ? ' is-disabled' : ''}`}>
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
                <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
              </svg>
              <span>{t('photos.add')}</span>
            </label>
            <input
              id={inputId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              multiple
              className="visually-hidden"
              disabled={disabled}
              data-testid={`${testId}-input`}
              onChange={(e) => {
                if (e.target.files?.length) uploads.add(e.target.files);
                e.target.value = '';
              }}
            />
          </li>
        ) : null}
      </ul>
      <p className="field__hint" id={hintId}>
        {t('photos.hint', { max: uploads.max, mb: PHOTO_MAX_BYTES / 1024 / 1024 })}
      </p>
      {r ? (
        <p className="field__error" role="alert">
          {[
            r.type ? t('photos.refusedType', { n: r.type, count: r.type }) : '',
            r.size ? t('photos.refusedSize', { n: r.size, count: r.size, mb: PHOTO_MAX_BYTES / 1024 / 1024 }) : '',
            r.over ? t('photos.refusedOver', { max: uploads.max }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : null}
      {uploads.uploading ? (
        <p className="visually-hidden" aria-live="polite">
          {t('photos.wait')}
        </p>
      ) : null}
    </fieldset>
  );
}
