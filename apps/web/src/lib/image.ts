import { imageKind, imageSrcSet, imageUrl, allowedWidth } from '@mall/contracts';

export interface ImageSources {
  src: string;
  srcSet?: string;
  /** set with a `w` srcset: how wide the picture is shown */
  sizes?: string;
}

/**
 * `src` and `srcSet` (and `sizes`) for an image shown at most `width` CSS pixels wide:
 * - with `sizes` (a fluid width: banners, uploads), every width the server renders for it as a
 *   `w` srcset, so the browser picks by viewport and density;
 * - avatars and icons: their CSS width (`cssWidth`, else `width`) at 1× and 2×, from their own
 *   small widths (a 64 px avatar takes 64/128, not 240);
 * - else (goods pictures, banners, uploads): `width` at 1× and the width for twice that at 2×.
 * URLs the server cannot resize pass through as `src`.
 */
export function imageSources(
  url: string | null | undefined,
  width: number,
  opts: { cssWidth?: number; sizes?: string } = {},
): ImageSources {
  const kind = imageKind(url);
  if (!url || !kind) return { src: url ?? '' };
  if (opts.sizes && kind !== 'goods' && kind !== 'thumb') {
    return { src: imageUrl(url, width), srcSet: imageSrcSet(url), sizes: opts.sizes };
  }
  const base = kind === 'thumb' ? (opts.cssWidth ?? width) : width;
  const one = allowedWidth(kind, base);
  const two = allowedWidth(kind, base * 2);
  const src = `${url}?w=${one}`;
  return two === one ? { src } : { src, srcSet: `${src} 1x, ${url}?w=${two} 2x` };
}
