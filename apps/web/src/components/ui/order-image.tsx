import { useState } from 'react';
import { allowedWidth, imageKind } from '@mall/contracts';

/**
 * A goods picture of an order (64–72 px), at 1× and 2× of the widths the server renders: lazy, its
 * box reserved, a neutral tile when missing or broken. Deliberately not the catalog's picture
 * component, whose shared chunk (favourites, ratings) would weigh on the order pages' budget.
 */
export function OrderImage({ url, size, className }: { url: string | null | undefined; size: number; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const kind = imageKind(url);
  const src = url && kind ? `${url}?w=${allowedWidth(kind, size)}` : (url ?? '');
  const two = url && kind ? `${url}?w=${allowedWidth(kind, size * 2)}` : '';
  if (!src || failed === src) return <span className={`img-fallback ${className}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      srcSet={two && two !== src ? `${src} 1x, ${two} 2x` : undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
