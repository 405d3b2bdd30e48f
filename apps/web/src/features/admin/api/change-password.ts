import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, adminSession } from '@/lib/console-client';

/** `POST /v1/admin/password` {oldPassword, newPassword}: the operator's own password (204). */
export async function changeAdminPassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
  await adminRequest<unknown>('POST', 'password', input);
  adminSession.setPasswordChangeRequired(false);
}

export function useChangeAdminPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeAdminPassword,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
    meta: { silent: true }, // the form shows the refusal under its field
  });
}
