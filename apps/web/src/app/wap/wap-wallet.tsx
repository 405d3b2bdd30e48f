import { useTranslation } from 'react-i18next';
import { WAP_WALLET_PATHS } from '@/features/wallet/wallet-links';
import MoneyPackagePage, { WAP_WALLET_TABS } from '@/app/routes/user-info/wallet/money-package';
import { PageBar } from '@/components/layouts/page-bar';

/** /wap/wallet: the balance with deposit and withdraw, then the statement (and the deposit and withdrawal records). */
export default function WapWalletPage() {
  const { t } = useTranslation('wallet');
  return (
    <div className="wap-page">
      <PageBar title={t('title')} fallback="/wap/me" />
      <div className="wap-pad wap-wallet">
        <MoneyPackagePage paths={WAP_WALLET_PATHS} tabs={WAP_WALLET_TABS} head={false} />
      </div>
    </div>
  );
}
