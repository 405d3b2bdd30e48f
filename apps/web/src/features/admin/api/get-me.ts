import { useQuery } from '@tanstack/react-query';
import type { AdminMe } from '../types';
import { adminRequest } from './admin-request';

/** `GET /v1/admin/me`: the signed-in operator and their roles. */
export function getMe(signal?: AbortSignal): Promise<AdminMe> {
  return adminRequest('GET', 'me', undefined, signal);
}

export function useAdminMe() {
  return useQuery({ queryKey: ['admin', 'me'], queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });
}

/** Only a superadmin changes networks and withdrawal rules. */
export function mayConfigure(me: AdminMe | undefined): boolean {
  return !!me?.roles.includes('superadmin');
}
