import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { noticeKeys } from './query-keys';

/** `notice!read`: mark these notices read, or all of the reader's without ids. */
export function markNoticesRead(ids?: string[]): Promise<unknown> {
  return callAction('notice!read', ids?.length ? { id: ids.join(',') } : {});
}

export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    onSuccess: () => qc.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
