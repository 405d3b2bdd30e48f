import { useState } from 'react';
import { imageSources, type ImageWidth } from '../../../lib/image';

interface CatalogImageProps {
  url: string | null | undefined;
  /** the width requested from the media server (≥ the CSS width shown) */
  width: ImageWidth;
  alt: string;
  className?: string;
  /** intrinsic size: reserves the box before the picture arrives (no layout shift) */
  boxWidth?: number;
  boxHeight?: number;
  /** above the fold: load at once */
  eager?: boolean;
}

/**
 * A catalog picture: lazy by default, with its box reserved by width/height, and a neutral tile
 * (not a broken-image icon) when the URL is empty or fails.
 */
export function CatalogImage({ url, width, alt, className, boxWidth = width, boxHeight = boxWidth, eager }: CatalogImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const { src, srcSet } = imageSources(url, width);
  if (!src || failedUrl === src) {
    return <span className={`img-fallback ${className ?? ''}`} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  }
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
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
