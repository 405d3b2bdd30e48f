import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/user';
import { LogoffForm } from '@/features/account/components/logoff-form';
import { usePageTitle } from '@/lib/use-page-title';
import { SetupHeading } from './setup-heading';

export default function AccountCancellationPage() {
  const { t } = useTranslation('account');
  const { data: user, isPlaceholderData } = useUser();
  usePageTitle(t('usercentre:setup.accountCancellation'));
  return (
    <div>
      <SetupHeading title={t('usercentre:setup.accountCancellation')} text={t('setup.accountCancellationDesc')} />
      {!user || isPlaceholderData ? <PageSpinner /> : <LogoffForm user={user} />}
    </div>
  );
}
