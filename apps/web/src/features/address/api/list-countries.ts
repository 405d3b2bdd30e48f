import { useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { CountryOption } from '@/features/address/types';

/** `address!listCountry`: every country, named in the interface language (nested `data.data`). */
export async function listCountries(signal?: AbortSignal): Promise<CountryOption[]> {
  const data = await callAction<{ data?: CountryOption[] } | null>('address!listCountry', undefined, { signal });
  return data?.data ?? [];
}

export function useCountries() {
  const lang = useLang();
  return useQuery({ queryKey: ['address', 'countries', lang], queryFn: ({ signal }) => listCountries(signal), staleTime: Infinity });
}
