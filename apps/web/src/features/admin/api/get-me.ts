import { useQuery } from '@tanstack/react-query';
import { adminRequest, adminSession, useConsoleToken } from '@/lib/console-client';
import type { AdminMe } from '@/features/admin/types';

/** `GET /v1/admin/me`: the signed-in operator and their roles. */
export function getMe(signal?: AbortSignal): Promise<AdminMe> {
  return adminRequest('GET', 'me', undefined, signal);
}

/** Keyed by the token: another operator signing in on this tab never sees the previous one's answer. */
export function useAdminMe() {
  const token = useConsoleToken(adminSession);
  return useQuery({
    queryKey: ['admin', 'me', token],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    enabled: !!token,
  });
}

/** Only a superadmin changes networks and withdrawal rules. */
export function mayConfigure(me: AdminMe | undefined): boolean {
  return !!me?.roles.includes('superadmin');
}
