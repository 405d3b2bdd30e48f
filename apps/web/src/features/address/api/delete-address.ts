import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { addressesQueryKey } from './list-addresses';

/** `address!del`: deleting the default makes the newest remaining address the default. */
export async function deleteAddress(id: number): Promise<void> {
  await callAction<null>('address!del', { id });
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => qc.invalidateQueries({ queryKey: addressesQueryKey }) });
}
