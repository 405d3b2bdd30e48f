import { useMutation } from '@tanstack/react-query';
import { adminRequest, adminSession } from '@/lib/console-client';
import { getMe } from './get-me';

/** `POST /v1/admin/login` {username, password} → bearer token (kept in sessionStorage). */
export async function adminLogin(input: { username: string; password: string }): Promise<void> {
  const data = await adminRequest<{ token: string }>('POST', 'login', input);
  adminSession.set(data.token);
  // An operator created with a generated password changes it before anything else.
  const me = await getMe();
  adminSession.setPasswordChangeRequired(me.mustChangePassword === true);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
