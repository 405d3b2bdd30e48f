import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';

export interface SubmitLine {
  goodsId: string;
  skuId: string | null;
  count: number;
}

/** One order per store, as the server priced it (USDT, JSON numbers). */
export interface SubmittedOrder {
  orderId: string;
  prizeReal: number;
  fees: number;
  tax: number;
}

/** `orderInfo`: flat triplets `goodsId,skuId,qty,…` (skuId `-1` when the goods has none; legacy-api §4.5). */
export function orderInfoOf(lines: readonly SubmitLine[]): string {
  return lines.map((l) => `${l.goodsId},${l.skuId ?? '-1'},${Math.trunc(l.count)}`).join(',');
}

/** `order!submit`: the lines and the delivery address → one unpaid order per store. */
export async function submitOrder(input: { lines: readonly SubmitLine[]; addressId: string }): Promise<SubmittedOrder[]> {
  const data = await callAction<{ orderList?: Partial<SubmittedOrder>[] }>('order!submit', {
    orderInfo: orderInfoOf(input.lines),
    addressId: input.addressId,
  });
  return (data?.orderList ?? []).map((o) => ({
    orderId: String(o.orderId ?? ''),
    prizeReal: Number(o.prizeReal ?? 0),
    fees: Number(o.fees ?? 0),
    tax: Number(o.tax ?? 0),
  }));
}

export function useSubmitOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitOrder,
    // the page shows the server's message beside the button
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['order'] }),
  });
}
