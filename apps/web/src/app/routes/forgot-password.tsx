import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('forgot.title'));
  return (
    <div className="auth-page container">
      <ForgotPasswordForm />
    </div>
  );
}
