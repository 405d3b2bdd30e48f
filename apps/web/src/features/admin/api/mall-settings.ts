import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMallSettingsPatch, AdminMallSettingsView } from '@mall/contracts';
import { adminRequest } from '@/lib/console-client';

/** `GET /v1/admin/settings`: the order settings in force (commission, timers, limits) with their ranges. */
export function listMallSettings(signal?: AbortSignal): Promise<AdminMallSettingsView> {
  return adminRequest('GET', 'settings', undefined, signal);
}

export const mallSettingsQueryKey = ['admin', 'settings'] as const;

export function useMallSettings() {
  return useQuery({ queryKey: mallSettingsQueryKey, queryFn: ({ signal }) => listMallSettings(signal) });
}

/** `PATCH /v1/admin/settings` with the changed settings only (superadmin); answers all of them. */
export function updateMallSettings(patch: AdminMallSettingsPatch): Promise<AdminMallSettingsView> {
  return adminRequest('PATCH', 'settings', patch);
}

export function useUpdateMallSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMallSettings,
    onSuccess: (data) => qc.setQueryData(mallSettingsQueryKey, data),
  });
}
