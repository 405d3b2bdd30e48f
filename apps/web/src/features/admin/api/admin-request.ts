import { ApiError, NetworkError } from '@/lib/api-client';
import { currentLang, i18n } from '@/lib/i18n';
import { getAdminToken, setAdminToken, setPasswordChangeRequired } from '@/features/admin/admin-session';

/**
 * Operator REST call (`/v1/admin/...`): JSON in and out, the operator token as a bearer header.
 * Errors answer `{error:{code,message}}`; a 401 forgets the token (the console shows its login).
 */
export async function adminRequest<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const token = getAdminToken();
  const sep = path.includes('?') ? '&' : '?';
  let res: Response;
  try {
    res = await fetch(`/v1/admin/${path}${sep}lang=${encodeURIComponent(currentLang())}`, {
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
  const json = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (res.ok) return json as T;
  if (res.status === 401 && path !== 'login') setAdminToken(null);
  // The first sign-in with a generated password: the console shows the change form.
  if (res.status === 403 && json?.error?.code === 'ADMIN_PASSWORD_CHANGE_REQUIRED') setPasswordChangeRequired(true);
  const message = json?.error?.message || i18n.t('common:errors.server');
  throw new ApiError(message, json?.error?.code ?? String(res.status));
}
