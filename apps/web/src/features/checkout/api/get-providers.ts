import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsRequest } from './payment-rest';

export interface PaymentProvider {
  id: string;
  methods: string[];
}

/** `GET /v1/payments/providers`: empty when the operator configured none (balance only). */
export async function getProviders(signal?: AbortSignal): Promise<PaymentProvider[]> {
  const data = await paymentsRequest<{ providers?: PaymentProvider[] }>('/v1/payments/providers', { method: 'GET', signal });
  return (data.providers ?? []).filter((p) => p && typeof p.id === 'string' && Array.isArray(p.methods));
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'providers'] as const,
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 5 * 60_000,
    // no provider (or the call failing) only means: balance only
    meta: { silent: true },
    retry: false,
  });
}

/** Whether a card provider is configured (false while unknown or unavailable). */
export function useCardAvailable(): boolean {
  const { data } = useQuery(providersQueryOptions());
  return !!data?.some((p) => p.methods.includes('card'));
}
