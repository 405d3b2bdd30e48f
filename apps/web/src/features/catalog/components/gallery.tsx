import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { CatalogImage } from '@/components/ui/catalog-image';

interface GalleryProps {
  images: string[];
  name: string;
  /** a picture to show instead of the current one (the chosen SKU's) */
  override?: string;
}

/** Main picture (square box reserved) with thumbnails; hovering or pressing a thumbnail shows it. */
export function Gallery({ images, name, override }: GalleryProps) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [manual, setManual] = useState(false);
  // A newly chosen SKU picture takes over again (state adjusted while rendering, no effect needed).
  const [seenOverride, setSeenOverride] = useState(override);
  if (override !== seenOverride) {
    setSeenOverride(override);
    setManual(false);
  }
  const main = override && !manual ? override : images[index];
  const pickIndex = (i: number) => {
    setIndex(i);
    setManual(true);
  };
  return (
    <div className="gallery">
      <div className="gallery__main">
        <CatalogImage key={main} url={main} width={480} alt={name} className="gallery__img" eager />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('product.pictures')}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={`gallery__thumb${i === index && (manual || !override) ? ' is-active' : ''}`}
                aria-pressed={i === index && (manual || !override)}
                aria-label={t('product.picture', { n: formatCount(i + 1), total: formatCount(images.length) })}
                onClick={() => pickIndex(i)}
                onMouseEnter={() => pickIndex(i)}
              >
                <CatalogImage url={src} width={240} boxWidth={64} alt="" className="gallery__thumb-img" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
