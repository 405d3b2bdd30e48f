import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

/** `order!remind`: remind the seller to ship (once per order; a second call answers an error message). */
export function remindOrder(orderId: string): Promise<unknown> {
  return callAction('order!remind', { orderId });
}

export function useRemindOrder() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: remindOrder, onSettled: () => qc.invalidateQueries({ queryKey: orderKeys.all }) });
}
