import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { SecurityLinks } from '@/features/account/components/security-links';

export default function SetupIndexPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('usercentre:setup.title'));
  return (
    <div>
      <h1 className="page-title">{t('usercentre:setup.title')}</h1>
      <SecurityLinks />
    </div>
  );
}
