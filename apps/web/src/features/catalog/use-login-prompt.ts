import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { loginPath } from '@/lib/session';
import { getToken } from '@/lib/session';

/**
 * For actions that need an account (favourite, follow): returns `ensureLoggedIn()`, which is true when
 * a session exists, else says "please log in" with a link to /login that brings the visitor back here.
 */
export function useLoginPrompt(): () => boolean {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  return () => {
    if (getToken()) return true;
    toast.info(t('loginRequired'), { label: t('common:header.login'), href: loginPath(location.pathname, location.search) });
    return false;
  };
}
