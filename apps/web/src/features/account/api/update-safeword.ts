import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { userQueryKey } from '@/lib/user';

export interface UpdateSafewordInput {
  oldSafeword: string;
  safeword: string;
  confirmSafeword: string;
}

/** `user!updateOldAndNewSafeword`: change an existing transaction password. */
export function updateSafeword(input: UpdateSafewordInput): Promise<unknown> {
  return callAction('user!updateOldAndNewSafeword', {
    old_safeword: input.oldSafeword,
    safeword: input.safeword,
    re_safeword: input.confirmSafeword,
  });
}

export function useUpdateSafeword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSafeword,
    onSuccess: () => qc.invalidateQueries({ queryKey: userQueryKey }),
  });
}
