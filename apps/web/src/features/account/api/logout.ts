import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { callAction } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { toast } from '@/components/ui/toast-store';

/** `user!logout`: ends the server session. */
export function logout(): Promise<unknown> {
  return callAction('user!logout');
}

/**
 * Log out: tell the server (best effort), then clear token, search history and user info,
 * drop cached queries, go to /index (/wap from the mobile site) and say so.
 */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  // the mobile site's pages go to its home page, the desktop ones to /index
  const home = useLocation().pathname.startsWith('/wap') ? '/wap' : '/index';
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
      await navigate(home);
      clearSession({ searchHistory: true });
      qc.clear();
      toast.success(t('logout.success'));
    },
  });
}
