import type { RechargeChannelData } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';

/** `channelBlockchain!list`: the deposit networks in service, each with the user's own address (may be empty). */
export async function listChannels(signal?: AbortSignal): Promise<RechargeChannelData[]> {
  const data = await callAction<RechargeChannelData[] | null>('channelBlockchain!list', undefined, { signal });
  return Array.isArray(data) ? data : [];
}

export function useRechargeChannels() {
  return useQuery({ queryKey: ['wallet', 'channels'], queryFn: ({ signal }) => listChannels(signal), staleTime: 60_000 });
}
