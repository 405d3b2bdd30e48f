/** Widths the media server renders (`?w=`); goods pictures come back square. */
export const IMAGE_WIDTHS = [240, 480, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Catalog media (`/media/…`) is resized by the server: ask for the width shown. Other URLs pass through. */
export function imageUrl(url: string | null | undefined, width: ImageWidth): string {
  if (!url) return '';
  if (!url.startsWith('/media/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** `src` and a 2× `srcSet` for an image shown `width` CSS pixels wide. */
export function imageSources(url: string | null | undefined, width: ImageWidth): { src: string; srcSet?: string } {
  const src = imageUrl(url, width);
  if (!src || !url?.startsWith('/media/')) return { src };
  const next = IMAGE_WIDTHS.find((w) => w >= width * 2) ?? 800;
  return next === width ? { src } : { src, srcSet: `${src} 1x, ${imageUrl(url, next)} 2x` };
}
