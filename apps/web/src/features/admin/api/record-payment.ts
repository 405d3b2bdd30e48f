import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/lib/console-client';

export interface RecordPayment {
  orderNo: string;
  txHash: string;
}

/** `POST /v1/admin/withdrawals/:orderNo/paid` {txHash}: the transaction an operator paid it with. */
export function recordPayment(r: RecordPayment): Promise<{ orderNo: string; state: string; txHash: string }> {
  return adminRequest('POST', `withdrawals/${encodeURIComponent(r.orderNo)}/paid`, { txHash: r.txHash });
}

export function useRecordPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin', 'withdrawals'] }),
  });
}
