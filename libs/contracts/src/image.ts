/**
 * Picture addresses as the server resizes them and the pages ask for them: one module for both, so
 * that a page's `<img srcset>` and the server's first-screen `<link rel=preload>` name the same files.
 *
 * The widths (`?w=`) the server renders, per kind of picture (the image routes snap any other
 * width to these, so asking for exactly these keeps browser and CDN caches warm).
 */
export const IMAGE_WIDTHS_BY_KIND = {
  /** goods pictures, square */
  goods: [240, 480, 800],
  /** store avatars and category icons, square */
  thumb: [64, 128, 256],
  /** store and brand banners, 3:1 */
  banner: [480, 800, 1200, 1600],
  /** uploaded images (`/uploads/…`), any shape, never enlarged */
  upload: [240, 480, 800, 1200, 1600],
} as const;

export type ImageKind = keyof typeof IMAGE_WIDTHS_BY_KIND;

/** Widths of goods pictures; goods pictures come back square. */
export const IMAGE_WIDTHS = IMAGE_WIDTHS_BY_KIND.goods;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const THUMB_RE = new RegExp(`^/media/demo/(?:s/${UUID}/avatar\\.jpg|c/${UUID}/icon\\.png)$`);
const BANNER_RE = new RegExp(`^/media/demo/(?:s/${UUID}/banner[1-3]\\.jpg|b/[a-z0-9][a-z0-9_-]*-[1-9]\\.jpg)$`);
const UPLOAD_RE = /^\/uploads\/[A-Za-z0-9_/-]+\.(?:jpe?g|png)$/;

/** Which server-resized kind a URL is, or null for URLs we cannot resize (elsewhere, or already with a query). */
export function imageKind(url: string | null | undefined): ImageKind | null {
  if (!url || url.includes('?')) return null;
  if (url.startsWith('/media/demo/g/')) return 'goods';
  if (THUMB_RE.test(url)) return 'thumb';
  if (BANNER_RE.test(url)) return 'banner';
  if (UPLOAD_RE.test(url)) return 'upload';
  // other catalog media: the goods widths, as before
  return url.startsWith('/media/') ? 'goods' : null;
}

/** The width the server will answer for `width`: the next allowed one up, the largest at most. */
export function allowedWidth(kind: ImageKind, width: number): number {
  const ws: readonly number[] = IMAGE_WIDTHS_BY_KIND[kind];
  return ws.find((w) => w >= width) ?? ws[ws.length - 1];
}

/** Resizable URLs (`/media/…`, `/uploads/…`) at the allowed width for `width`. Other URLs pass through. */
export function imageUrl(url: string | null | undefined, width: number): string {
  if (!url) return '';
  const kind = imageKind(url);
  return kind ? `${url}?w=${allowedWidth(kind, width)}` : url;
}

/** Every width the server renders for this URL as a `w` srcset (for use with `sizes`); undefined if not resizable. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const kind = imageKind(url);
  if (!kind || !url) return undefined;
  return IMAGE_WIDTHS_BY_KIND[kind].map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

/** What a `<link rel=preload as=image>` needs to fetch exactly what an `<img srcset sizes>` of `url` will. */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
}

/** The preload of a picture shown `sizes` wide with every width the server renders (mobile pictures). */
export function imagePreload(url: string, sizes: string): ImagePreload {
  const href = imageUrl(url, 480);
  const srcSet = imageSrcSet(url);
  return srcSet ? { href, srcSet, sizes } : { href };
}

/** The largest pictures of the mobile site's first screens: home banners and the goods gallery. */
export const WAP_BANNER_SIZES = '(min-width: 640px) 616px, calc(100vw - 24px)';
export const WAP_GALLERY_SIZES = '(min-width: 640px) 640px, 100vw';
