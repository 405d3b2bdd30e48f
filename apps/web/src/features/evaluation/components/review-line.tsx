/** One goods of a review (stars, text, photos): its own chunk, see review-page.tsx. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUploader } from '@/features/after-sale/components/photo-uploader';
import { usePhotoUploads } from '@/features/after-sale/components/use-photo-uploads';
import { charCount } from '@/features/after-sale/rules';
import { OrderImage } from '@/features/order/components/order-image';
import type { OrderGoodsLine } from '@/features/order/types';
import { REVIEW_CONTENT_MAX, REVIEW_PHOTOS_MAX } from '@/features/evaluation/rules';
import { StarInput } from '@/components/ui/stars';
import { lineKey, type LineDraft, type LineState } from './review-draft';

/** One goods of the order: stars, text, photos. Reports its draft to the page. */
export function LineForm({
  line,
  index,
  status,
  disabled,
  onDraft,
}: {
  line: OrderGoodsLine;
  index: number;
  status: LineState;
  disabled: boolean;
  onDraft: (key: string, d: LineDraft) => void;
}) {
  const { t } = useTranslation('evaluation');
  const uploads = usePhotoUploads('evaluate', REVIEW_PHOTOS_MAX);
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const textId = useId();
  const counterId = useId();
  const key = lineKey(line);
  const length = charCount(content);
  const photos = uploads.urls.join('\n');
  useEffect(() => {
    onDraft(key, { rating, content, photos: photos ? photos.split('\n') : [], uploading: uploads.uploading });
  }, [key, rating, content, photos, uploads.uploading, onDraft]);
  const attrs = (line.attributes ?? []).filter((a) => a.attrName || a.attrValue);
  const done = status.state === 'done';
  return (
    <fieldset className="aftersale-card review-line" data-testid="review-line" data-state={status.state} disabled={disabled || done}>
      <legend className="visually-hidden">{t('form.lineLegend', { n: index + 1, name: line.goodsName })}</legend>
      <div className="review-line__goods">
        <OrderImage url={line.goodsIcon} size={64} className="review-line__pic" />
        <div>
          <p className="review-line__name" dir="auto">
            {line.goodsName}
          </p>
          {attrs.length ? (
            <p className="muted review-line__attrs">
              {attrs.map((a, i) => (
                <span key={i}>
                  <bdi>{a.attrName}</bdi>: <bdi>{a.attrValue}</bdi>
                </span>
              ))}
            </p>
          ) : null}
        </div>
        {done ? (
          <span className="badge badge--ok review-line__done" data-testid="review-line-done">
            {t('form.lineDone')}
          </span>
        ) : null}
      </div>
      {!done ? (
        <>
          <div className="field">
            <span className="field__label" id={`${textId}-stars`}>
              {t('form.rating')}
            </span>
            <StarInput value={rating} onChange={setRating} label={t('form.rating')} testId={`review-stars-${index}`} />
          </div>
          <div className={`field${length > REVIEW_CONTENT_MAX ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={textId}>
              {t('form.content')}
            </label>
            <textarea
              id={textId}
              className="input input--area"
              rows={4}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              placeholder={t('form.contentPlaceholder')}
              aria-describedby={counterId}
              dir="auto"
              data-testid={`review-content-${index}`}
            />
            <p className={length > REVIEW_CONTENT_MAX ? 'field__error' : 'field__hint'} id={counterId}>
              {t('form.counter', { n: length, max: REVIEW_CONTENT_MAX })}
            </p>
          </div>
          <PhotoUploader uploads={uploads} label={t('form.photos')} disabled={disabled} testId={`review-photos-${index}`} />
        </>
      ) : null}
      {status.state === 'error' ? (
        <p className="notice notice--error" role="alert" data-testid="review-line-error">
          {status.message}
        </p>
      ) : null}
    </fieldset>
  );
}
