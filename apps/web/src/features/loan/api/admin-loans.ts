import type { AdminLoanConfigView, AdminLoanView, AdminPage } from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminRequest, adminSession } from '@/lib/console-client';

const key = ['admin', 'loans'] as const;

/** `GET /v1/admin/loans?status=…` (default: under review), oldest application first. */
export function useAdminLoans(status: string, page: number) {
  return useQuery({
    queryKey: [...key, status, page],
    queryFn: ({ signal }) =>
      adminRequest<AdminPage<AdminLoanView>>('GET', `loans?status=${encodeURIComponent(status)}&page=${page}&size=20`, undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export type LoanDecision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string } | { id: string; action: 'repay'; amount: string };

/** Approve (disburses once), reject with a reason, or record a repayment received outside the wallet. */
export function useLoanDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: LoanDecision) =>
      d.action === 'approve'
        ? adminRequest<unknown>('POST', `loans/${encodeURIComponent(d.id)}/approve`)
        : d.action === 'reject'
          ? adminRequest<unknown>('POST', `loans/${encodeURIComponent(d.id)}/reject`, { reason: d.reason })
          : adminRequest<unknown>('POST', `loans/${encodeURIComponent(d.id)}/repayments`, { amount: d.amount }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export function useLoanConfig() {
  return useQuery({
    queryKey: [...key, 'config'],
    queryFn: ({ signal }) => adminRequest<AdminLoanConfigView>('GET', 'loans/config', undefined, signal),
  });
}

export function useSaveLoanConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: Omit<AdminLoanConfigView, 'apr' | 'allTerms'>) => adminRequest<AdminLoanConfigView>('PATCH', 'loans/config', c),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/**
 * An ID photo from the operator API (bearer token; never a public URL) as an object URL for <img>.
 * Fetched only when shown; the object URL is revoked when the photo leaves the screen.
 */
export function usePrivatePhoto(path: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    const ctrl = new AbortController();
    let made: string | null = null;
    const token = adminSession.get();
    fetch(path, { signal: ctrl.signal, headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((r) => (r.ok ? r.blob() : null))
      .then((b) => {
        if (!b) return;
        made = URL.createObjectURL(b);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      ctrl.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [path]);
  return url;
}
