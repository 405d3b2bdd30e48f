import { imageUrl } from '@mall/contracts';
import { useState } from 'react';

/**
 * A goods picture of a cart or settlement line (a small square): the media server's 240 px width,
 * lazy, a neutral tile when missing or broken. Lighter than the catalog's picture component, which
 * brings the favourites code along.
 */
export function LineImage({ url, size, className }: { url: string; size: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <span className={`img-fallback ${className ?? ''}`} style={{ inlineSize: size, blockSize: size }} />;
  return (
    <img
      src={imageUrl(url, 240)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      alt=""
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
