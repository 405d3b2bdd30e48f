import { ApiError, NetworkError } from '@/lib/api-client';
import { currentLang, i18n } from '@/lib/i18n';
import { getSellerToken, setSellerToken } from '@/features/seller/seller-session';

/**
 * Seller REST call (`/v1/seller/...`): JSON in and out, the seller token as a bearer header. Errors
 * answer `{error:{code,message}}` (message in the interface language); a 401 forgets the token, so
 * the console shows its sign-in again.
 */
export async function sellerRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const token = getSellerToken();
  const sep = path.includes('?') ? '&' : '?';
  let res: Response;
  try {
    res = await fetch(`/v1/seller/${path}${sep}lang=${encodeURIComponent(currentLang())}`, {
      method,
      signal,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new NetworkError(i18n.t('common:errors.network'));
  }
  if (res.status === 204) return undefined as T;
  const json = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (res.ok) return json as T;
  if (res.status === 401 && path !== 'login') setSellerToken(null);
  throw new ApiError(json?.error?.message || i18n.t('common:errors.server'), json?.error?.code ?? String(res.status));
}
