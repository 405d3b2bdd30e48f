import { callAction } from '@/lib/api-client';

/** `rechargeBlockchain!recharge_open`: a single-use anti-replay `session_token` for the next money action. */
export async function rechargeOpen(): Promise<string> {
  const data = await callAction<{ session_token?: string }>('rechargeBlockchain!recharge_open');
  return String(data?.session_token ?? '');
}
