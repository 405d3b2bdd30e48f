import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { AddressInput } from '@/features/address/types';
import { addressesQueryKey } from './list-addresses';

/** `address!edit`: replaces every field of one of the caller's addresses. */
export async function editAddress(input: AddressInput & { id: number }): Promise<void> {
  await callAction<null>('address!edit', { ...input });
}

export function useEditAddress() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: editAddress, onSuccess: () => qc.invalidateQueries({ queryKey: addressesQueryKey }) });
}
