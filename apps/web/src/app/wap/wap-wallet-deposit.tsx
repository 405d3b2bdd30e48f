import { useTranslation } from 'react-i18next';
import { WAP_WALLET_PATHS } from '@/features/wallet/wallet-links';
import RechargePage from '@/app/routes/user-info/wallet/recharge';
import { PageBar } from '@/components/layouts/page-bar';

/** /wap/wallet/deposit: the wallet's deposit page in the mobile frame. */
export default function WapWalletDepositPage() {
  const { t } = useTranslation('wallet');
  return (
    <div className="wap-page">
      <PageBar title={t('recharge.title')} fallback="/wap/wallet" />
      <div className="wap-pad wap-wallet">
        <RechargePage paths={WAP_WALLET_PATHS} head={false} />
      </div>
    </div>
  );
}
