import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '@mall/contracts';
import { Skeleton } from '@/components/ui/spinner';
import { useUser } from '@/lib/user';
import { ChatEntryLink } from '@/features/chat/chat-entry-link';
import { NoticeBell } from '@/features/notice/components/notice-bell';
import { OrderShortcuts } from '@/features/order/components/order-shortcuts';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

/** /wap/me: the signed-in buyer's corner of the mobile site: orders by what they wait for, the wallet, customer service, then "my account". */
export default function WapMePage() {
  const { t } = useTranslation('wap');
  usePageTitle(t('tabs.me'));
  const user = useUser();
  return (
    <div className="wap-page">
      <PageBar title={t('tabs.me')} end={<NoticeBell site="wap" />} />
      <div className="wap-pad wap-me">
        <section className="order-section">
          <p className="wap-me__name" data-testid="wap-me-name">
            {user.data ? <bdi>{displayPhone(user.data.username)}</bdi> : <Skeleton width="10em" />}
          </p>
          <OrderShortcuts basePath="/wap/orders" />
        </section>
        <Link to="/wap/wallet" className="btn btn--secondary btn--block" data-testid="wap-wallet-link">
          <span>{t('wallet:title')}</span>
        </Link>
        <Link to="/wap/credit/myLoan" className="btn btn--secondary btn--block" data-testid="wap-loans-link">
          <span>{t('loan:intro.myLoan')}</span>
        </Link>
        <ChatEntryLink variant="row" />
        <Link to="/wap/account" className="btn btn--secondary btn--block" data-testid="wap-account-link">
          <span>{t('me.account')}</span>
        </Link>
      </div>
    </div>
  );
}
