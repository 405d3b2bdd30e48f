import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction, type ActionParams } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';
import { afterSaleKeys } from './query-keys';

export interface ReturnRequest {
  orderId: string;
  returnReason: number;
  returnDetail: string;
  /** uploaded evidence photos (at most 9), sent as imgUrl1..imgUrl9 */
  photos: string[];
}

/** `order!returns`: ask for a refund of a paid, confirmed or shipped order (status → 6, returnStatus 1). */
export function requestReturn(r: ReturnRequest): Promise<unknown> {
  const params: ActionParams = { orderId: r.orderId, returnReason: r.returnReason, returnDetail: r.returnDetail };
  r.photos.forEach((url, i) => {
    params[`imgUrl${i + 1}`] = url;
  });
  return callAction('order!returns', params);
}

/** After it: the case, the order (status, returnStatus) and the order lists are read again. */
export function useRequestReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSettled: (_d, _e, r) =>
      Promise.all([qc.invalidateQueries({ queryKey: afterSaleKeys.info(r.orderId) }), qc.invalidateQueries({ queryKey: orderKeys.all })]),
  });
}
