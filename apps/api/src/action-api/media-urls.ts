/**
 * Media URLs in `.action` answers are absolute for old clients (issue 14 #5): an old desktop or
 * mobile client served from another host, or packaged as an app, cannot resolve `/media/demo/…`.
 * One place rewrites every media field of an answer: keys that name a picture, whose value (or
 * array of values) is a root-relative path. Our own web app asks for relative ones
 * (`X-Mall-Client: web`), so its pages keep loading pictures from their own origin.
 */
const MEDIA_KEY =
  /^(img|imgs|images|imgUrl\d*|coverImg|iconImg|avatar|avatarUrl|banner\d*|logo|logoUrl|icon|iconUrl|qr|qrUrl|qrImg|image|imageUrl|pic|picUrl)$/;

/** `/media/x.jpg` → `<origin>/media/x.jpg`; absolute URLs, protocol-relative ones, '' and non-paths pass through. */
export function absoluteMediaUrl(origin: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? origin + url : url;
}

export function absolutizeMedia<T>(value: T, origin: string, depth = 0): T {
  if (depth > 12 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => absolutizeMedia(v, origin, depth + 1)) as T;
  if (value.constructor !== Object) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (MEDIA_KEY.test(k)) {
      if (typeof v === 'string') out[k] = absoluteMediaUrl(origin, v);
      else if (Array.isArray(v))
        out[k] = v.map((x) => (typeof x === 'string' ? absoluteMediaUrl(origin, x) : absolutizeMedia(x, origin, depth + 1)));
      else out[k] = absolutizeMedia(v, origin, depth + 1);
    } else out[k] = absolutizeMedia(v, origin, depth + 1);
  }
  return out as T;
}

/** Our web app's requests (relative media URLs kept). */
export function isOwnWebClient(header: string | string[] | undefined): boolean {
  return header === 'web';
}
