/** One goods of a review (stars, text, photos): its own chunk, see review-page.tsx. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUploader } from '@/components/ui/photo-uploader';
import { usePhotoUploads } from '@/components/ui/use-photo-uploads';
import { charCount } from '@/lib/char-count';
import { OrderImage } from '@/components/ui/order-image';
import type { OrderGoodsLine } from '@mall/contracts';
import { REVIEW_CONTENT_MAX, REVIEW_PHOTOS_MAX } from '@/features/evaluation/rules';
import { StarInput } from '@/components/ui/stars';
import { lineKey, type LineDraft, type LineState } from './review-draft';
import { AttrList } from '@/components/ui/attr-list';
import { CountedTextAreaField } from '@/components/ui/field';
import { AlertText } from '@/components/ui/alert-text';

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
  const key = lineKey(line);
  const length = charCount(content);
  const photos = uploads.urls.join('\n');
  useEffect(() => {
    onDraft(key, { rating, content, photos: photos ? photos.split('\n') : [], uploading: uploads.uploading });
  }, [key, rating, content, photos, uploads.uploading, onDraft]);
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
          <AttrList attributes={line.attributes} className="muted review-line__attrs" />
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
          <CountedTextAreaField
            id={textId}
            label={t('form.content')}
            count={length}
            max={REVIEW_CONTENT_MAX}
            counter={t('form.counter', { n: length, max: REVIEW_CONTENT_MAX })}
            rows={4}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder={t('form.contentPlaceholder')}
            data-testid={`review-content-${index}`}
          />
          <PhotoUploader uploads={uploads} label={t('form.photos')} disabled={disabled} testId={`review-photos-${index}`} />
        </>
      ) : null}
      <AlertText message={status.state === 'error' ? status.message : null} className="notice notice--error" testId="review-line-error" />
    </fieldset>
  );
}
