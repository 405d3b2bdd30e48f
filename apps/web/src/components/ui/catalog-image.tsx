import { useState } from 'react';
import type { ImageWidth } from '@mall/contracts';
import { imageSources } from '@/lib/image';

interface CatalogImageProps {
  url: string | null | undefined;
  /** the width requested from the media server (≥ the CSS width shown); avatars and icons use `boxWidth` */
  width: ImageWidth;
  alt: string;
  className?: string;
  /** intrinsic size: reserves the box before the picture arrives (no layout shift) */
  boxWidth?: number;
  boxHeight?: number;
  /** above the fold: load at once */
  eager?: boolean;
  /** for a fluid banner or upload: the CSS width it is shown at (then every rendered width is offered) */
  sizes?: string;
}

/**
 * A catalog picture: lazy by default, with its box reserved by width/height, and a neutral tile
 * (not a broken-image icon) when the URL is empty or fails.
 */
export function CatalogImage({
  url,
  width,
  alt,
  className,
  boxWidth = width,
  boxHeight = boxWidth,
  eager,
  sizes: shownAt,
}: CatalogImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const { src, srcSet, sizes } = imageSources(url, width, { cssWidth: boxWidth, sizes: shownAt });
  if (!src || failedUrl === src) {
    return <span className={`img-fallback ${className ?? ''}`} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  }
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={boxWidth}
      height={boxHeight}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailedUrl(src)}
    />
  );
}
