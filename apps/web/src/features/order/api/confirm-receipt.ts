import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

/** `order!receipt`: the buyer confirms a shipped order arrived (the seller is paid). */
export function confirmReceipt(orderId: string): Promise<unknown> {
  return callAction('order!receipt', { orderId });
}

export function useConfirmReceipt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    // Not awaited: the refetched list may no longer show the order, unmounting its card and this
    // dialog, and React Query then skips the caller's `mutate(…, { onSuccess })` (the "done" toast).
    onSettled: () => void qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
