import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { imageUrl } from '@mall/contracts';

interface PhotoViewerProps {
  photos: string[];
  index: number;
  onClose: () => void;
  /** what the photos show, e.g. "Photos of the review by A***b" */
  title: string;
}

/**
 * A lightbox over the page (native modal <dialog>: focus stays inside, Escape closes): one photo large,
 * previous / next (buttons and arrow keys, mirrored in right-to-left layouts), "n of m". Its own chunk,
 * loaded on the first tap of a photo. Texts: namespace `aftersale`.
 */
export default function PhotoViewer({ photos, index, onClose, title }: PhotoViewerProps) {
  const { t, ready } = useTranslation('aftersale');
  const ref = useModalDialog(true);
  const titleId = useId();
  const [i, setI] = useState(Math.min(Math.max(index, 0), photos.length - 1));
  useEffect(() => setI(Math.min(Math.max(index, 0), photos.length - 1)), [index, photos.length]);
  const n = photos.length;
  const go = (d: number) => setI((x) => (x + d + n) % n);
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    go((e.key === 'ArrowRight') !== rtl ? 1 : -1);
    e.preventDefault();
  };
  const src = photos[i];
  return (
    <dialog
      ref={ref}
      className="photo-viewer"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose(); // a click on the backdrop
      }}
      data-testid="photo-viewer"
    >
      <div className="photo-viewer__bar">
        <h2 id={titleId} className="photo-viewer__title">
          {title}
        </h2>
        {ready ? (
          <span className="photo-viewer__count">{t('viewer.position', { n: i + 1, total: n })}</span>
        ) : (
          <span className="photo-viewer__count">
            <Count value={i + 1} />/<Count value={n} />
          </span>
        )}
        <button
          type="button"
          className="photo-viewer__close"
          onClick={onClose}
          aria-label={t('viewer.close')}
          data-testid="photo-viewer-close"
          autoFocus
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="photo-viewer__stage">
        {n > 1 ? (
          <button
            type="button"
            className="photo-viewer__step photo-viewer__step--prev"
            onClick={() => go(-1)}
            aria-label={t('viewer.previous')}
          >
            <span className="chevron chevron--back" aria-hidden="true" />
          </button>
        ) : null}
        {src ? (
          <img key={src} src={imageUrl(src, 1200)} alt={t('viewer.alt', { n: i + 1, total: n })} className="photo-viewer__img" />
        ) : null}
        {n > 1 ? (
          <button type="button" className="photo-viewer__step photo-viewer__step--next" onClick={() => go(1)} aria-label={t('viewer.next')}>
            <span className="chevron" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
