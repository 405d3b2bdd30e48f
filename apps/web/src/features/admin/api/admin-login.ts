import { useMutation } from '@tanstack/react-query';
import { setAdminToken, setPasswordChangeRequired } from '@/features/admin/admin-session';
import { adminRequest } from './admin-request';
import { getMe } from './get-me';

/** `POST /v1/admin/login` {username, password} → bearer token (kept in sessionStorage). */
export async function adminLogin(input: { username: string; password: string }): Promise<void> {
  const data = await adminRequest<{ token: string }>('POST', 'login', input);
  setAdminToken(data.token);
  // An operator created with a generated password changes it before anything else.
  const me = await getMe();
  setPasswordChangeRequired(me.mustChangePassword === true);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
