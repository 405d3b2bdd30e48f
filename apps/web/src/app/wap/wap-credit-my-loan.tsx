import { useTranslation } from 'react-i18next';
import { WAP_LOAN_PATHS } from '@/features/loan/components/loan-links';
import { MyLoan } from '@/features/loan/components/my-loan';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

/** `/wap/credit/myLoan`: the active loan, repayment and history (as cards) in the mobile frame. */
export default function WapCreditMyLoanPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('myLoan.title'));
  return (
    <div className="wap-page">
      <PageBar title={t('myLoan.title')} fallback="/wap/credit" />
      <div className="wap-pad wap-credit">
        <MyLoan paths={WAP_LOAN_PATHS} />
      </div>
    </div>
  );
}
