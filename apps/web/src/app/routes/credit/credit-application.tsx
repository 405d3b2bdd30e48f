import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApplyForm } from '@/features/loan/components/apply-form';
import { DESKTOP_LOAN_PATHS } from '@/features/loan/components/loan-links';
import { usePageTitle } from '@/lib/use-page-title';

export default function CreditApplicationPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('apply.title'));
  return (
    <div className="container page-pad">
      <header className="page-head">
        <h1 className="page-title">{t('apply.title')}</h1>
        <Link to={DESKTOP_LOAN_PATHS.intro}>{t('intro.title')}</Link>
      </header>
      <ApplyForm paths={DESKTOP_LOAN_PATHS} />
    </div>
  );
}
