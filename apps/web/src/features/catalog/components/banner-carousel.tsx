import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import type { Banner } from '@/features/catalog/types';
import { BannerLink } from './banner-link';
import { CatalogImage } from '@/components/ui/catalog-image';

const INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Home carousel: slides move in the reading direction (mirrored in right-to-left languages), advance
 * every 5 s unless hovered, focused or the visitor prefers reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [count, paused]);

  if (!count) return null;
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('home.featured')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel__viewport">
        <ul className="carousel__track" style={{ '--i': current } as CSSProperties}>
          {banners.map((b, i) => (
            <li
              key={b.id}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={t('home.slide', { n: formatCount(i + 1), total: formatCount(count) })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <BannerLink link={b.link} className="carousel__link" label={t('home.bannerLink', { n: formatCount(i + 1) })}>
                <CatalogImage url={b.imgUrl} width={800} boxWidth={1200} boxHeight={400} alt="" className="carousel__img" eager={i === 0} />
              </BannerLink>
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="carousel__nav carousel__nav--prev"
            onClick={() => go(current - 1)}
            aria-label={t('home.previousSlide')}
          >
            <span className="chevron chevron--back" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="carousel__nav carousel__nav--next"
            onClick={() => go(current + 1)}
            aria-label={t('home.nextSlide')}
          >
            <span className="chevron" aria-hidden="true" />
          </button>
          <div className="carousel__dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={`carousel__dot${i === current ? ' is-active' : ''}`}
                aria-label={t('home.slide', { n: formatCount(i + 1), total: formatCount(count) })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
