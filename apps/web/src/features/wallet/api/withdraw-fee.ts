import { useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';

/** `withdraw!fee` (channel = coin): the fee fraction, arrival = amount × (1 − fee). */
export async function withdrawFee(channel: string, signal?: AbortSignal): Promise<number> {
  const data = await callAction<{ withdraw_fee?: number | string }>('withdraw!fee', { channel }, { signal });
  const n = Number(data?.withdraw_fee ?? 0);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

export function useWithdrawFee(channel: string | undefined) {
  return useQuery({
    queryKey: ['wallet', 'withdraw-fee', channel],
    queryFn: ({ signal }) => withdrawFee(channel!, signal),
    enabled: !!channel,
  });
}
