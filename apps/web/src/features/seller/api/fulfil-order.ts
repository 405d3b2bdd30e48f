import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerRequest } from '@/lib/console-client';

export type Fulfilment = { orderId: string; action: 'confirm' } | { orderId: string; action: 'ship'; carrier: string; trackingNo: string };

/** `POST /v1/seller/orders/:id/confirm` or `/ship` {carrier, trackingNo}; both answer 204. */
export function fulfilOrder(f: Fulfilment): Promise<void> {
  const path = `orders/${encodeURIComponent(f.orderId)}/${f.action}`;
  return sellerRequest('POST', path, f.action === 'ship' ? { carrier: f.carrier.trim(), trackingNo: f.trackingNo.trim() } : undefined);
}

/** After either: the order, the queue and the balances are read again. */
export function useFulfilOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fulfilOrder,
    onSettled: () => qc.invalidateQueries({ queryKey: ['seller'] }),
  });
}
