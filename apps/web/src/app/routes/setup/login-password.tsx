import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { usePageTitle } from '@/lib/use-page-title';
import { SetupHeading } from './setup-heading';

export default function LoginPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('usercentre:setup.loginPassword'));
  return (
    <div>
      <SetupHeading title={t('usercentre:setup.loginPassword')} text={t('setup.loginPasswordDesc')} />
      <ChangePasswordForm />
    </div>
  );
}
