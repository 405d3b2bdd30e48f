import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';

/**
 * The user's balance, shared: the wallet pages show it, checkout pays from it (and refreshes it after
 * a payment through `balanceQueryKey`).
 */
export interface WalletBalance {
  money: number;
  frozen: number;
}

/** `wallet!getUsdt`: available (`money`) and frozen balance in USDT. */
export async function getUsdt(signal?: AbortSignal): Promise<WalletBalance> {
  const data = await callAction<Partial<WalletBalance>>('wallet!getUsdt', undefined, { signal });
  return { money: Number(data?.money ?? 0), frozen: Number(data?.frozen ?? 0) };
}

export const balanceQueryKey = ['wallet', 'balance'] as const;

export function balanceQueryOptions() {
  return queryOptions({ queryKey: balanceQueryKey, queryFn: ({ signal }) => getUsdt(signal), staleTime: 10_000 });
}

export function useBalance() {
  return useQuery(balanceQueryOptions());
}
