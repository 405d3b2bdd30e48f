import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { callAction } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export interface LogoffInput {
  account: string;
  reason: string;
  /** The transaction password, or "" when none is set. */
  cashPassword: string;
}

/** `user!logoff`: cancel the account. */
export function logoff(input: LogoffInput): Promise<unknown> {
  return callAction('user!logoff', {
    account: input.account.trim(),
    reason: input.reason.trim(),
    cashPassword: input.cashPassword,
  });
}

/** On success the session is gone: clear it locally and go to /index (/wap from the mobile site). */
export function useLogoff() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  // the mobile site's pages go to its home page, the desktop ones to /index
  const home = useLocation().pathname.startsWith('/wap') ? '/wap' : '/index';
  const { t } = useTranslation('account');
  return useMutation({
    mutationFn: logoff,
    onSuccess: async () => {
      await navigate(home);
      clearSession({ searchHistory: true });
      qc.clear();
      toast.success(t('logoff.success'));
    },
  });
}
