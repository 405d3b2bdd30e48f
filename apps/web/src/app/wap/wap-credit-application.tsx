import { useTranslation } from 'react-i18next';
import { ApplyForm } from '@/features/loan/components/apply-form';
import { WAP_LOAN_PATHS } from '@/features/loan/components/loan-links';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

/** `/wap/credit/application`: the loan application in the mobile frame. */
export default function WapCreditApplicationPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('apply.title'));
  return (
    <div className="wap-page">
      <PageBar title={t('apply.title')} fallback="/wap/credit" />
      <div className="wap-pad wap-credit">
        <ApplyForm paths={WAP_LOAN_PATHS} />
      </div>
    </div>
  );
}
