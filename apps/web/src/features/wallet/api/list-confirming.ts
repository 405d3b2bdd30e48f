import type { ConfirmingDepositData } from '@mall/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callAction } from '@/lib/api-client';

/** How often the list is asked again while a deposit is gathering confirmations. */
export const CONFIRMING_POLL_MS = 2000;

/**
 * `rechargeBlockchain!confirming`: the user's on-chain deposits seen but not yet final, each with its
 * confirmations so far and the number its network requires. Once final they leave this list and
 * become records of `rechargeBlockchain!list`.
 */
export async function listConfirming(signal?: AbortSignal): Promise<ConfirmingDepositData[]> {
  const data = await callAction<ConfirmingDepositData[] | null>('rechargeBlockchain!confirming', undefined, { signal });
  return Array.isArray(data) ? data : [];
}

const depositKey = (d: ConfirmingDepositData) => `${d.tx}:${d.log_index}`;

/**
 * Live deposits: polled every 2 s while one is confirming, else every `idleMs` (a page waiting for a
 * transfer) or not at all (`false`). When a deposit leaves the list it was credited (or refused):
 * the balance and the records are fetched again, once.
 */
export function useConfirmingDeposits(idleMs: number | false) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['wallet', 'confirming'],
    queryFn: ({ signal }) => listConfirming(signal),
    refetchInterval: (query) => (query.state.data?.length ? CONFIRMING_POLL_MS : idleMs),
  });
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!q.data) return;
    const now = new Set(q.data.map(depositKey));
    const before = seen.current;
    seen.current = now;
    if (before && [...before].some((k) => !now.has(k))) {
      void qc.invalidateQueries({ queryKey: ['wallet'], predicate: (query) => query.queryKey[1] !== 'confirming' });
    }
  }, [q.data, qc]);
  return q;
}
