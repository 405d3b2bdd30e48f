import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form';
import { usePageTitle } from '../../../lib/use-page-title';
import { SetupHeading } from './setup-heading';

export default function LoginPasswordPage() {
  const { t } = useTranslation(['account', 'usercentre']);
  usePageTitle(t('setup.loginPassword'));
  return (
    <div>
      <SetupHeading title={t('setup.loginPassword')} text={t('setup.loginPasswordDesc')} />
      <ChangePasswordForm />
    </div>
  );
}
