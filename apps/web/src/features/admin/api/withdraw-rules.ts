import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWithdrawRulePatch, AdminWithdrawRuleView, AdminWithdrawRulesView, AdminWithdrawSettings } from '@mall/contracts';
import { adminRequest } from '@/lib/console-client';

/** `GET /v1/admin/withdraw-rules`: every network's withdrawal rules and the global settings. */
export function listWithdrawRules(signal?: AbortSignal): Promise<AdminWithdrawRulesView> {
  return adminRequest('GET', 'withdraw-rules', undefined, signal);
}

export const withdrawRulesQueryKey = ['admin', 'withdraw-rules'] as const;

export function useWithdrawRules() {
  return useQuery({ queryKey: withdrawRulesQueryKey, queryFn: ({ signal }) => listWithdrawRules(signal) });
}

/** `PATCH /v1/admin/withdraw-rules/:chain` with the changed fields only (superadmin). */
export function updateWithdrawRule(input: { chain: string; patch: AdminWithdrawRulePatch }): Promise<AdminWithdrawRuleView> {
  return adminRequest('PATCH', `withdraw-rules/${encodeURIComponent(input.chain)}`, input.patch);
}

export function useUpdateWithdrawRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateWithdrawRule,
    onSuccess: (r) =>
      qc.setQueryData<AdminWithdrawRulesView>(withdrawRulesQueryKey, (old) =>
        old ? { ...old, items: old.items.map((x) => (x.chain === r.chain ? r : x)) } : old,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: withdrawRulesQueryKey }),
  });
}

/** `PATCH /v1/admin/withdraw-rules` {onlyOne}: the global withdrawal settings (superadmin). */
export function updateWithdrawSettings(input: AdminWithdrawSettings): Promise<AdminWithdrawRulesView> {
  return adminRequest('PATCH', 'withdraw-rules', input);
}

export function useUpdateWithdrawSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateWithdrawSettings,
    onSuccess: (data) => qc.setQueryData(withdrawRulesQueryKey, data),
  });
}
