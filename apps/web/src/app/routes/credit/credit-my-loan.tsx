import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DESKTOP_LOAN_PATHS } from '@/features/loan/components/loan-links';
import { MyLoan } from '@/features/loan/components/my-loan';
import { usePageTitle } from '@/lib/use-page-title';

export default function CreditMyLoanPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('myLoan.title'));
  return (
    <div className="container page-pad">
      <header className="page-head">
        <h1 className="page-title">{t('myLoan.title')}</h1>
        <Link to={DESKTOP_LOAN_PATHS.intro}>{t('intro.title')}</Link>
      </header>
      <MyLoan paths={DESKTOP_LOAN_PATHS} />
    </div>
  );
}
