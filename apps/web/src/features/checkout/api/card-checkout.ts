import { useMutation } from '@tanstack/react-query';
import { paymentsRequest } from './payment-rest';

/** `POST /v1/payments/orders/checkout`: the provider's hosted page for these unpaid orders. */
export async function cardCheckout(orderIds: readonly string[]): Promise<string> {
  const data = await paymentsRequest<{ url?: string }>('/v1/payments/orders/checkout', { method: 'POST', body: { orderIds } });
  if (!data.url || !/^https?:\/\//.test(data.url)) throw new Error('no checkout url');
  return data.url;
}

export function useCardCheckout() {
  return useMutation({ mutationFn: cardCheckout, meta: { silent: true } });
}
