/**
 * The path of a URL that can only point at us: a relative path ("/uploads/…", not "//host/…"), or an
 * http(s) URL on one of `hostnames` (the request's host, PUBLIC_URL's); never with a query, a fragment
 * or credentials. Anything else (another host, another scheme, a malformed URL) is null.
 */
export function ownUrlPath(url: string, hostnames: string[]): string | null {
  try {
    const u = new URL(url, 'http://relative.invalid');
    const relative = u.hostname === 'relative.invalid' && url.startsWith('/') && !url.startsWith('//');
    if (!relative && (!['http:', 'https:'].includes(u.protocol) || !hostnames.includes(u.hostname))) return null;
    if (u.search || u.hash || u.username || u.password) return null;
    return u.pathname;
  } catch {
    return null;
  }
}
