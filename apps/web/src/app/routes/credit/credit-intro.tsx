import { useTranslation } from 'react-i18next';
import { CreditIntro } from '@/features/loan/components/credit-intro';
import { DESKTOP_LOAN_PATHS } from '@/features/loan/components/loan-links';
import { usePageTitle } from '@/lib/use-page-title';

export default function CreditIntroPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('intro.title'));
  return (
    <div className="container page-pad">
      <CreditIntro paths={DESKTOP_LOAN_PATHS} />
    </div>
  );
}
