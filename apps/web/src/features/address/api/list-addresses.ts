import { useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { Address } from '@/features/address/types';

/** `address!list`: the caller's addresses, the default first. */
export async function listAddresses(signal?: AbortSignal): Promise<Address[]> {
  const data = await callAction<{ pageList?: Address[] } | null>('address!list', undefined, { signal });
  return data?.pageList ?? [];
}

export const addressesQueryKey = ['address', 'list'] as const;

export function useAddresses(opts: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: addressesQueryKey, queryFn: ({ signal }) => listAddresses(signal), enabled: opts.enabled ?? true });
}
