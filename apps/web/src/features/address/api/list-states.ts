import { useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { StateOption } from '@/features/address/types';

/** `address!listState`: the states of a country (loaded when a country is chosen). */
export async function listStates(countryId: number, signal?: AbortSignal): Promise<StateOption[]> {
  const data = await callAction<{ data?: StateOption[] } | null>('address!listState', { countryId }, { signal });
  return data?.data ?? [];
}

export function useStates(countryId: number) {
  return useQuery({
    queryKey: ['address', 'states', countryId],
    queryFn: ({ signal }) => listStates(countryId, signal),
    enabled: countryId > 0,
    staleTime: Infinity,
  });
}
