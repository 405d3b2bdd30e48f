/**
 * The widths (`?w=`) the server renders, per kind of picture (apps/api/src/core/http/image-variants.ts;
 * other widths snap to these there, so asking for exactly these keeps browser and CDN caches warm).
 */
const WIDTHS = {
  /** goods pictures, square */
  goods: [240, 480, 800],
  /** store avatars and category icons, square */
  thumb: [64, 128, 256],
  /** store and brand banners, 3:1 */
  banner: [480, 800, 1200, 1600],
  /** uploaded images (`/uploads/…`), any shape, never enlarged */
  upload: [240, 480, 800, 1200, 1600],
} as const;

export type ImageKind = keyof typeof WIDTHS;

/** Widths of goods pictures; goods pictures come back square. */
export const IMAGE_WIDTHS = WIDTHS.goods;
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
export function snapWidth(kind: ImageKind, width: number): number {
  const ws: readonly number[] = WIDTHS[kind];
  return ws.find((w) => w >= width) ?? ws[ws.length - 1];
}

/** Resizable URLs (`/media/…`, `/uploads/…`) at the allowed width for `width`. Other URLs pass through. */
export function imageUrl(url: string | null | undefined, width: number): string {
  if (!url) return '';
  const kind = imageKind(url);
  return kind ? `${url}?w=${snapWidth(kind, width)}` : url;
}

/** Every width the server renders for this URL as a `w` srcset (for use with `sizes`); undefined if not resizable. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const kind = imageKind(url);
  if (!kind || !url) return undefined;
  return WIDTHS[kind].map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

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
  const one = snapWidth(kind, base);
  const two = snapWidth(kind, base * 2);
  const src = `${url}?w=${one}`;
  return two === one ? { src } : { src, srcSet: `${src} 1x, ${url}?w=${two} 2x` };
}
