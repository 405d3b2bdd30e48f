import { useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import type { RechargeRecord } from '@/features/wallet/types';

/** `rechargeBlockchain!get`: one deposit. */
export function getRecharge(orderNo: string, signal?: AbortSignal): Promise<RechargeRecord> {
  return callAction<RechargeRecord>('rechargeBlockchain!get', { order_no: orderNo }, { signal });
}

export function useRechargeDetail(orderNo: string | null) {
  return useQuery({
    queryKey: ['wallet', 'recharge', orderNo],
    queryFn: ({ signal }) => getRecharge(orderNo!, signal),
    enabled: !!orderNo,
  });
}
