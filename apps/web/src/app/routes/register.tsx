import { useTranslation } from 'react-i18next';
import { RegisterForm } from '@/features/account/components/register-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function RegisterPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('register.title'));
  return (
    <div className="auth-page container">
      <RegisterForm />
    </div>
  );
}
