import { ApiError, NetworkError } from '@/lib/api-client';
import { i18n, currentLang } from '@/lib/i18n';
import { getToken } from '@/lib/session';

/**
 * The payments REST calls (docs/orders.md "Payments REST"): plain JSON, errors as
 * `{error: {code, message}}` with an HTTP status (not the `.action` envelope).
 */
export async function paymentsRequest<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal }): Promise<T> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(currentLang())}`, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal ?? AbortSignal.timeout(15_000),
      credentials: 'same-origin',
    });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new NetworkError(i18n.t('common:errors.network'));
  }
  const json = (await res.json().catch(() => null)) as (T & { error?: { code?: string; message?: string } }) | null;
  if (!res.ok || !json) {
    const e = json?.error;
    throw new ApiError(e?.message || i18n.t('common:errors.server'), e?.code || String(res.status));
  }
  return json;
}
