import { useTranslation } from 'react-i18next';
import { WAP_AUTH_PATHS } from '@/features/account/components/auth-paths';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { LoginForm } from '@/features/account/components/login-form';
import { RegisterForm } from '@/features/account/components/register-form';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

const TITLES = { login: 'login.title', register: 'register.title', forgot: 'forgot.title' } as const;

/**
 * /wap/login, /wap/register, /wap/forgot-password: the desktop sign-in forms in the mobile frame, linking
 * to one another and returning (`?redirect=`) to the mobile page that asked for a sign-in.
 */
export default function WapAuthPage({ kind }: { kind: keyof typeof TITLES }) {
  const { t } = useTranslation('account');
  const title = t(TITLES[kind]);
  usePageTitle(title);
  return (
    <div className="wap-page wap-auth" data-testid={`wap-${kind}`}>
      {/* the form carries the page's heading */}
      <PageBar title={title} heading={false} />
      <div className="wap-pad">
        {kind === 'login' ? (
          <LoginForm paths={WAP_AUTH_PATHS} />
        ) : kind === 'register' ? (
          <RegisterForm paths={WAP_AUTH_PATHS} />
        ) : (
          <ForgotPasswordForm paths={WAP_AUTH_PATHS} />
        )}
      </div>
    </div>
  );
}
