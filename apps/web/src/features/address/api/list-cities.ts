import { useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { CityOption } from '@/features/address/types';

/** `address!listCity`: the cities of a state (loaded when a state is chosen). */
export async function listCities(stateId: number, signal?: AbortSignal): Promise<CityOption[]> {
  const data = await callAction<{ data?: CityOption[] } | null>('address!listCity', { stateId, queryType: 'noShow' }, { signal });
  return data?.data ?? [];
}

export function useCities(stateId: number) {
  return useQuery({
    queryKey: ['address', 'cities', stateId],
    queryFn: ({ signal }) => listCities(stateId, signal),
    enabled: stateId > 0,
    staleTime: Infinity,
  });
}
