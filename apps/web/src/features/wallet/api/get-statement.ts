import type { PageA, WalletStatementRow, WalletStatementType } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';

export interface StatementQuery {
  account: 'available' | 'frozen';
  type: WalletStatementType | '';
  /** ISO instants: from (inclusive), to (exclusive); '' for open */
  from: string;
  to: string;
  pageNum: number;
  pageSize: number;
}

/** `wallet!statement` (ours, paging A): every posting on the caller's balance, newest first. */
export function getStatement(q: StatementQuery, signal?: AbortSignal): Promise<PageA<WalletStatementRow>> {
  return callAction<PageA<WalletStatementRow>>('wallet!statement', { ...q }, { signal });
}

export function useStatement(q: StatementQuery) {
  return useQuery({
    queryKey: ['wallet', 'statement', q],
    queryFn: ({ signal }) => getStatement(q, signal),
    placeholderData: keepPreviousData,
    // money moves from elsewhere too (refunds, payouts, deposits): read afresh on every visit
    staleTime: 0,
  });
}
