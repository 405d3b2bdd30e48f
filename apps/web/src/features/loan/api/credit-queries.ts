import type {
  CreditBeforePayData,
  CreditBeforeReapplyData,
  CreditBillData,
  CreditConfigData,
  CreditHistoryRow,
  PageBData,
} from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';

/** Every loan query lives under this key: a repayment or an application refreshes them all. */
export const loanKey = ['loan'] as const;

/** `credit!config`: the product as offered (works signed out too). */
export function creditConfigQueryOptions() {
  return queryOptions({
    queryKey: [...loanKey, 'config'],
    queryFn: ({ signal }) => callAction<CreditConfigData>('credit!config', undefined, { signal }),
    staleTime: 60_000,
  });
}
export const useCreditConfig = () => useQuery(creditConfigQueryOptions());

/** `credit!check`: whether the buyer may apply now (the string "true"/"false"). */
export function useCreditCheck(enabled = true) {
  return useQuery({
    queryKey: [...loanKey, 'check'],
    queryFn: async ({ signal }) => (await callAction<string>('credit!check', undefined, { signal })) === 'true',
    enabled,
  });
}

/** `credit!bill`: the active loan with what settles it now (status 0 when none). */
export function useCreditBill() {
  return useQuery({
    queryKey: [...loanKey, 'bill'],
    queryFn: ({ signal }) => callAction<CreditBillData>('credit!bill', undefined, { signal }),
  });
}

/** `credit!histroy` (sic): the buyer's loans, newest first, 10 a page. */
export function useCreditHistory(pageNo: number) {
  return useQuery({
    queryKey: [...loanKey, 'history', pageNo],
    queryFn: ({ signal }) => callAction<PageBData<CreditHistoryRow>>('credit!histroy', { pageNo }, { signal }),
  });
}

/** `credit!beforepay`: the quote the repayment dialog shows (and sends back as `amount`). */
export function useBeforePay(creditId: string | null) {
  return useQuery({
    queryKey: [...loanKey, 'beforepay', creditId],
    queryFn: ({ signal }) => callAction<CreditBeforePayData>('credit!beforepay', { creditId: creditId! }, { signal }),
    enabled: !!creditId,
    staleTime: 0,
  });
}

/** `credit!beforereapply`: a rejected loan's fields to prefill the form (photos as references). */
export function useBeforeReapply(creditId: string | null) {
  return useQuery({
    queryKey: [...loanKey, 'beforereapply', creditId],
    queryFn: ({ signal }) => callAction<CreditBeforeReapplyData>('credit!beforereapply', { creditId: creditId! }, { signal }),
    enabled: !!creditId,
  });
}
