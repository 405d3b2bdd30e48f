import { useTranslation } from 'react-i18next';
import { CreditIntro } from '../../features/loan/components/credit-intro';
import { WAP_LOAN_PATHS } from '../../features/loan/components/loan-links';
import { usePageTitle } from '../../lib/use-page-title';

/** `/wap/credit`: the same loan intro as the desktop, in the mobile frame. */
export default function WapCreditPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('intro.title'));
  return (
    <div className="wap-page wap-credit">
      <CreditIntro paths={WAP_LOAN_PATHS} />
    </div>
  );
}
