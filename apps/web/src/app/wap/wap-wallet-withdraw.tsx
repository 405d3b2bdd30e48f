import { useTranslation } from 'react-i18next';
import { WAP_WALLET_PATHS } from '@/features/wallet/wallet-links';
import WithdrawPage from '@/app/routes/user-info/wallet/withdraw';
import { PageBar } from '@/components/layouts/page-bar';

/** /wap/wallet/withdraw: the wallet's withdraw page in the mobile frame. */
export default function WapWalletWithdrawPage() {
  const { t } = useTranslation('wallet');
  return (
    <div className="wap-page">
      <PageBar title={t('withdraw.title')} fallback="/wap/wallet" />
      <div className="wap-pad wap-wallet">
        <WithdrawPage paths={WAP_WALLET_PATHS} head={false} />
      </div>
    </div>
  );
}
