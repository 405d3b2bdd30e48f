import { useQuery } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client';
import type { RechargeChannel } from '../types';

/** `channelBlockchain!list`: the deposit networks in service, each with the user's own address (may be empty). */
export async function listChannels(signal?: AbortSignal): Promise<RechargeChannel[]> {
  const data = await callAction<RechargeChannel[] | null>('channelBlockchain!list', undefined, { signal });
  return Array.isArray(data) ? data : [];
}

export function useRechargeChannels() {
  return useQuery({ queryKey: ['wallet', 'channels'], queryFn: ({ signal }) => listChannels(signal), staleTime: 60_000 });
}
