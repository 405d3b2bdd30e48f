import { useTranslation } from 'react-i18next';
import { WAP_LOAN_PATHS } from '../../features/loan/components/loan-links';
import { MyLoan } from '../../features/loan/components/my-loan';
import { usePageTitle } from '../../lib/use-page-title';

/** `/wap/credit/myLoan`: the active loan, repayment and history in the mobile frame. */
export default function WapCreditMyLoanPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('myLoan.title'));
  return (
    <div className="wap-page wap-credit">
      <h1 className="page-title">{t('myLoan.title')}</h1>
      <MyLoan paths={WAP_LOAN_PATHS} />
    </div>
  );
}
