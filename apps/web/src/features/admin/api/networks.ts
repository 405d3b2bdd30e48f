import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNetworkPatch, AdminNetworkView } from '@mall/contracts';
import { adminRequest } from '@/lib/console-client';

/** `GET /v1/admin/networks`: every deposit network with its settings. */
export function listNetworks(signal?: AbortSignal): Promise<{ items: AdminNetworkView[] }> {
  return adminRequest('GET', 'networks', undefined, signal);
}

export const networksQueryKey = ['admin', 'networks'] as const;

export function useAdminNetworks() {
  return useQuery({ queryKey: networksQueryKey, queryFn: ({ signal }) => listNetworks(signal) });
}

/** `PATCH /v1/admin/networks/:id` with the changed fields only (superadmin). */
export function updateNetwork(input: { id: string; patch: AdminNetworkPatch }): Promise<AdminNetworkView> {
  return adminRequest('PATCH', `networks/${encodeURIComponent(input.id)}`, input.patch);
}

export function useUpdateNetwork() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateNetwork,
    onSuccess: (n) =>
      qc.setQueryData<{ items: AdminNetworkView[] }>(networksQueryKey, (old) =>
        old ? { items: old.items.map((x) => (x.id === n.id ? n : x)) } : old,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: networksQueryKey }),
  });
}
