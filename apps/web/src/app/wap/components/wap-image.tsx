import { useState } from 'react';
import { settleAfterPaint, useFirstScreenSettled } from './first-screen';
import { imageSrcSet, imageUrl } from '@mall/contracts';

interface WapImageProps {
  url: string | null | undefined;
  /** the CSS width the picture is shown at (`sizes`), e.g. "128px" or "50vw" */
  sizes: string;
  alt: string;
  className?: string;
  /** intrinsic size: reserves the box before the picture arrives (no layout shift) */
  boxWidth: number;
  boxHeight?: number;
  /** above the fold and the page's largest picture: loaded at once, first */
  eager?: boolean;
  /**
   * Further down a list that starts with eager pictures: not requested before those are on screen (see
   * first-screen.ts); the caller's box (sized by CSS) stays empty until then.
   */
  afterFirstScreen?: boolean;
}

/**
 * CatalogImage for phones: offers every width the server renders for this kind of picture (goods
 * `?w=240|480|800`, banners 480…1600, avatars 64…256, uploads; see lib/image.ts) as a `w` srcset with
 * `sizes`, so the browser takes the smallest that is sharp on this screen (a 128 px tile at 1.75× gets
 * the 240 picture, not the 480 one). Lazy unless `eager`; a neutral tile on errors.
 */
export function WapImage({ url, sizes, alt, className, boxWidth, boxHeight = boxWidth, eager, afterFirstScreen }: WapImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const firstScreen = useFirstScreenSettled();
  const src = imageUrl(url, 480);
  if (afterFirstScreen && !eager && !firstScreen) return null;
  if (!src || failed === src) {
    return (
      <span className={`img-fallback ${className ?? ''}`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 5h16a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1V6a1 1 0 011-1zm1 2v8.6l3.3-3.3 2.7 2.7 4-4 3 3V7zm3 3a1.5 1.5 0 110-3 1.5 1.5 0 010 3z"
          />
        </svg>
      </span>
    );
  }
  const srcSet = imageSrcSet(url);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={boxWidth}
      height={boxHeight}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
      onLoad={eager ? settleAfterPaint : undefined}
      onError={() => {
        if (eager) settleAfterPaint();
        setFailed(src);
      }}
    />
  );
}
