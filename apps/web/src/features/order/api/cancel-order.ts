import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { CancelReason } from '@/features/order/rules';
import { orderKeys } from '@/lib/order-keys';

/** `order!cancel`: an unpaid order, with the reason code (spec §9) as `returnReason`. */
export function cancelOrder({ orderId, reason }: { orderId: string; reason: CancelReason }): Promise<unknown> {
  return callAction('order!cancel', { orderId, returnReason: reason });
}

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // Not awaited: the refetched list may no longer show the order, unmounting its card and this
    // dialog, and React Query then skips the caller's `mutate(…, { onSuccess })` (the "done" toast).
    onSettled: () => void qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
