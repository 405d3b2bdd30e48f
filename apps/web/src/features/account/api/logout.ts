import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { callAction } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../components/ui/toast-store';

/** `user!logout`: ends the server session. */
export function logout(): Promise<unknown> {
  return callAction('user!logout');
}

/**
 * Log out: tell the server (best effort), then clear token, search history and user info,
 * drop cached queries, go to /index and say so.
 */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('account');
  return useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        /* the token is dropped locally either way */
      }
    },
    onSettled: async () => {
      await navigate('/index');
      clearSession({ searchHistory: true });
      qc.clear();
      toast.success(t('logout.success'));
    },
  });
}
