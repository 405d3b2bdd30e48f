import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { balanceQueryKey } from '@/lib/balance';

/** `order!pay`: pay unpaid orders (comma list) from the balance with the fund password. */
export function payOrders(input: { orderIds: readonly string[]; safeword: string }): Promise<unknown> {
  return callAction('order!pay', { orderId: input.orderIds.join(','), safeword: input.safeword });
}

export function usePayOrders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: payOrders,
    // wrong fund password, insufficient balance…: shown inside the pay dialog
    meta: { silent: true },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: balanceQueryKey }), qc.invalidateQueries({ queryKey: ['order'] })]),
  });
}
