import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerRequest, sellerSession } from '@/lib/console-client';

/** `POST /v1/seller/login` {username, password} → bearer token. */
export async function sellerLogin(input: { username: string; password: string }): Promise<string> {
  return (await sellerRequest<{ token: string }>('POST', 'login', input)).token;
}

/**
 * Sign in: a previous session's data is dropped first, then the token is kept (sessionStorage), which
 * shows the console (so its first queries are never removed while in flight).
 */
export function useSellerLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sellerLogin,
    onSuccess: (token) => {
      qc.removeQueries({ queryKey: ['seller'] });
      sellerSession.set(token);
    },
  });
}

/** `POST /v1/seller/logout`: revokes the session; the token is forgotten whatever the answer. */
export function useSellerLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sellerRequest<void>('POST', 'logout'),
    onSettled: () => {
      sellerSession.set(null);
      qc.removeQueries({ queryKey: ['seller'] });
    },
  });
}
