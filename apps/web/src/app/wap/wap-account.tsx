import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { InvitationCode } from '@/components/ui/invitation-code';
import { useUser } from '@/lib/user';
import { useLogout } from '@/features/account/api/logout';
import { Avatar } from '@/features/account/components/avatar';
import { SecurityLinks, type SecurityItem } from '@/features/account/components/security-links';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

/** The account settings' mobile pages (the address book is /wap/address). */
export const wapSecurityHref = (item: SecurityItem) => (item === 'shipping-address' ? '/wap/address' : `/wap/setup/${item}`);

/** /wap/account ("my account" from /wap/me): the profile, the account's settings and sign out. */
export default function WapAccountPage() {
  const { t } = useTranslation('usercentre');
  const title = t('wap:me.account');
  usePageTitle(title);
  const { data: user } = useUser();
  const logout = useLogout();

  return (
    <div className="wap-page" data-testid="wap-account">
      <PageBar title={title} fallback="/wap/me" />
      <div className="wap-pad wap-stack wap-account">
        <section className="surface-card profile-card wap-account__profile" aria-labelledby="wap-account-name">
          {user ? <Avatar name={user.username} index={user.avatar} size={56} /> : <Skeleton width="56px" height="56px" />}
          <div className="profile-card__info">
            <p id="wap-account-name" className="profile-card__name" data-testid="wap-account-username">
              {user ? <bdi>{user.username}</bdi> : <Skeleton width="10em" height="1.4em" />}
            </p>
            <InvitationCode code={user?.usercode} />
          </div>
        </section>
        <section aria-labelledby="wap-account-settings">
          <h2 id="wap-account-settings" className="section-title">
            {t('setup.title')}
          </h2>
          <SecurityLinks href={wapSecurityHref} />
        </section>
        <Link to="/wap/wallet" className="btn btn--secondary btn--block">
          <span>{t('userCenter.wallet')}</span>
        </Link>
        <button
          type="button"
          className="btn btn--secondary btn--block"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          data-testid="wap-logout"
        >
          {t('common:header.logout')}
        </button>
      </div>
    </div>
  );
}
