import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/account/components/login-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function LoginPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('login.title'));
  return (
    <div className="auth-page container">
      <LoginForm />
    </div>
  );
}
