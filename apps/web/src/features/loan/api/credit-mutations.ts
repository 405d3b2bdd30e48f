import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { loanKey } from './credit-queries';

export interface CreditApplyInput {
  realName: string;
  creditPeriod: string;
  applyAmount: string;
  countryId: string;
  identification: string;
  imgCertificateFace: string;
  imgCertificateBack: string;
  imgCertificateHand: string;
  /** '' for a new application, the rejected loan's id to re-apply */
  creditId: string;
}

export function useCreditApply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditApplyInput) => callAction<null>('credit!apply', { ...input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: loanKey }),
  });
}

/** `credit!pay`: repay in full; `amount` is the quote shown (a changed amount is refused by the server). */
export function useCreditPay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { creditId: string; safeword: string; amount: string }) => callAction<null>('credit!pay', input),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: loanKey }), qc.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}
