import { useQuery } from '@tanstack/react-query';
import type { CountryWire } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';

/** `address!listCountry`: every country, named in the interface language (nested `data.data`). */
export async function listCountries(signal?: AbortSignal): Promise<CountryWire[]> {
  const data = await callAction<{ data?: CountryWire[] } | null>('address!listCountry', undefined, { signal });
  return data?.data ?? [];
}

/** The country list, shared by the address form and the loan application. */
export function useCountries() {
  const lang = useLang();
  return useQuery({ queryKey: ['address', 'countries', lang], queryFn: ({ signal }) => listCountries(signal), staleTime: Infinity });
}
