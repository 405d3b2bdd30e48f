import { useMutation } from '@tanstack/react-query';
import { setAdminToken } from '../admin-session';
import { adminRequest } from './admin-request';

/** `POST /v1/admin/login` {username, password} → bearer token (kept in sessionStorage). */
export async function adminLogin(input: { username: string; password: string }): Promise<void> {
  const data = await adminRequest<{ token: string }>('POST', 'login', input);
  setAdminToken(data.token);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
