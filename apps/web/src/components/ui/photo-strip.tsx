import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogImage } from './catalog-image';
import './photo.css';

// The lightbox is its own chunk: loaded on the first tap of a photo.
const PhotoViewer = lazy(() => import('./photo-viewer'));

interface PhotoStripProps {
  photos: string[];
  /** the viewer's heading */
  title: string;
  size?: number;
  testId?: string;
}

/** Thumbnails of uploaded photos; a tap opens them large in the photo viewer. Texts: namespace `aftersale`. */
export function PhotoStrip({ photos, title, size = 72, testId = 'photo-strip' }: PhotoStripProps) {
  const { t } = useTranslation('aftersale');
  const [open, setOpen] = useState<number | null>(null);
  const list = photos.filter(Boolean);
  if (!list.length) return null;
  return (
    <>
      <ul className="photo-strip" data-testid={testId}>
        {list.map((url, i) => (
          <li key={`${url}-${i}`}>
            <button
              type="button"
              className="photo-strip__thumb"
              onClick={() => setOpen(i)}
              aria-label={t('viewer.open', { n: i + 1, total: list.length })}
              data-testid="photo-thumb"
            >
              <CatalogImage url={url} width={240} boxWidth={size} alt="" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={list} index={open} title={title} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
