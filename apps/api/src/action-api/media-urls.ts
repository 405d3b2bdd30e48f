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

/**
 * The JSON of `value` with every media field's URL absolute: keys that name a picture, whose value (or
 * array of values) is a root-relative path, at any depth. Rewritten while serializing (a replacer), so
 * the answer is neither copied nor changed (answers may be shared, e.g. cached search cards).
 */
export function mediaJson(value: unknown, origin: string): string {
  return JSON.stringify(value, (key: string, v: unknown) => {
    if (!MEDIA_KEY.test(key)) return v;
    if (typeof v === 'string') return absoluteMediaUrl(origin, v);
    return Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? absoluteMediaUrl(origin, x) : x)) : v;
  });
}

/** Our web app's requests (relative media URLs kept). */
export function isOwnWebClient(header: string | string[] | undefined): boolean {
  return header === 'web';
}
