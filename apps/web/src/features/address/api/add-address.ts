import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { AddressInput } from '@/features/address/types';
import { addressesQueryKey } from './list-addresses';

/** `address!add`: answers the new address's id. */
export async function addAddress(input: AddressInput): Promise<{ id: number }> {
  return callAction<{ id: number }>('address!add', { ...input });
}

export function useAddAddress() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addAddress, onSuccess: () => qc.invalidateQueries({ queryKey: addressesQueryKey }) });
}
