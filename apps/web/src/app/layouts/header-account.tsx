import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '@mall/contracts';
import { i18n } from '@/lib/i18n';
import { useUser } from '@/lib/user';
import { useLogout } from '@/features/account/api/logout';
import { NoticeBell } from '@/features/notice/components/notice-bell';
import { Skeleton } from '@/components/ui/spinner';

/** The header's account links of a signed-in visitor: name (to the user centre) and "log out". */
export function SignedInLinks() {
  const { t } = useTranslation();
  const user = useUser();
  const logout = useLogout();
  return (
    <div className="header-account">
      <NoticeBell site="desktop" />
      <Link to="/userInfo/dashboard" className="header-account__user" data-testid="header-username">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M12 12a5 5 0 100-10 5 5 0 000 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
        </svg>
        {user.data ? (
          <span className="header-account__name" dir="auto">
            {displayPhone(user.data.username)}
          </span>
        ) : (
          <Skeleton width="6em" />
        )}
      </Link>
      <button
        type="button"
        className="header-account__link link-button"
        // its "logged out" message is an account text: loaded first (catalogue pages start without them)
        onClick={() => void i18n.loadNamespaces('account').finally(() => logout.mutate())}
        disabled={logout.isPending}
        data-testid="logout"
      >
        {t('header.logout')}
      </button>
    </div>
  );
}
