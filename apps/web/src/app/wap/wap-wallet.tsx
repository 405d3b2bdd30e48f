import { useTranslation } from 'react-i18next';
import { Statement, type StatementLinks } from '../../features/wallet/components/statement';
import { WalletBalance } from '../../features/wallet/components/wallet-balance';
import { usePageTitle } from '../../lib/use-page-title';
import { PageBar } from './components/page-bar';
import '../../styles/wallet.css';

const links: StatementLinks = {
  order: (id) => `/wap/order?orderId=${encodeURIComponent(id)}`,
  loan: '/wap/credit/myLoan',
};

/** /wap/wallet: the balance and the statement of every posting on it. */
export default function WapWalletPage() {
  const { t } = useTranslation('wallet');
  usePageTitle(t('title'));
  return (
    <div className="wap-page">
      <PageBar title={t('title')} fallback="/wap/me" />
      <div className="wap-pad wap-wallet">
        <WalletBalance />
        <h2 className="section-title">{t('statement.title')}</h2>
        <Statement links={links} />
      </div>
    </div>
  );
}
