import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';
import { afterSaleKeys } from './query-keys';

/** `order!returnsEscalate` (ours): a request the seller refused goes to the platform, which decides. */
export function escalateReturn(orderId: string): Promise<unknown> {
  return callAction('order!returnsEscalate', { orderId });
}

export function useEscalateReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: escalateReturn,
    onSettled: (_d, _e, orderId) =>
      Promise.all([qc.invalidateQueries({ queryKey: afterSaleKeys.info(orderId) }), qc.invalidateQueries({ queryKey: orderKeys.all })]),
  });
}
