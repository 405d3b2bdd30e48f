import { useTranslation } from 'react-i18next';
import { CreditIntro } from '@/features/loan/components/credit-intro';
import { WAP_LOAN_PATHS } from '@/features/loan/components/loan-links';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

/** `/wap/credit`: the same loan intro as the desktop, in the mobile frame (its heading shown in the top bar). */
export default function WapCreditPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('intro.title'));
  return (
    <div className="wap-page">
      <PageBar title={t('intro.title')} heading={false} fallback="/wap/me" />
      <div className="wap-pad wap-credit wap-credit--intro">
        <CreditIntro paths={WAP_LOAN_PATHS} />
      </div>
    </div>
  );
}
