import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '@mall/contracts';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { InvitationCode } from '@/components/ui/invitation-code';
import { useUser } from '@/lib/user';
import { Avatar } from '@/features/account/components/avatar';
import { usePageTitle } from '@/lib/use-page-title';
import { SecurityLinks } from '@/features/account/components/security-links';
import { OrderShortcuts } from '@/features/order/components/order-shortcuts';
import { useBalance } from '@/lib/balance';

export default function DashboardPage() {
  const { t } = useTranslation('usercentre');
  const { data: user, isPending } = useUser();
  const balance = useBalance();
  usePageTitle(t('userCenter.dashboard'));

  return (
    <div className="dashboard">
      <section className="surface-card profile-card" aria-labelledby="profile-name">
        {user ? <Avatar name={user.username} index={user.avatar} /> : <Skeleton width="72px" height="72px" />}
        <div className="profile-card__info">
          <p className="muted">{t('userCenter.hello')}</p>
          <h1 id="profile-name" className="profile-card__name" data-testid="dashboard-username">
            {user ? <bdi>{displayPhone(user.username)}</bdi> : <Skeleton width="12em" height="1.4em" />}
          </h1>
          <InvitationCode code={user?.usercode} testId="usercode" />
        </div>
        {isPending && !user ? <span className="visually-hidden">{t('common:actions.loading')}</span> : null}
      </section>

      <div className="summary-grid">
        <section className="surface-card summary-card" aria-labelledby="sum-orders">
          <h2 id="sum-orders" className="summary-card__title">
            {t('userCenter.ordersSummary')}
          </h2>
          <OrderShortcuts basePath="/userInfo/my-order" />
        </section>
        <section className="surface-card summary-card" aria-labelledby="sum-wallet">
          <h2 id="sum-wallet" className="summary-card__title">
            {t('userCenter.walletSummary')}
          </h2>
          <p className="summary-card__value" data-testid="dashboard-balance">
            {balance.data ? <Money value={balance.data.money} exact /> : balance.isError ? '—' : <Skeleton width="8em" height="1.2em" />}
          </p>
          <p className="muted">{t('userCenter.availableBalance')}</p>
          <Link to="/userInfo/money-package">{t('userCenter.wallet')}</Link>
        </section>
      </div>

      <section aria-labelledby="security-title">
        <h2 id="security-title" className="section-title">
          {t('userCenter.security')}
        </h2>
        <SecurityLinks />
      </section>
    </div>
  );
}
