import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { useLogin } from '@/features/account/api/login';
import * as v from '@/features/account/validation';
import { AccountFields, AuthForm, useAccountInput } from './account-fields';
import { DESKTOP_AUTH_PATHS, withRedirect, type AuthPaths } from './auth-paths';
import { CurrentPasswordField } from './password-fields';
import { useAccountForm } from './use-account-form';

/** Only same-site paths are followed after login (never back to a sign-in page, desktop or /wap). */
export function safeRedirect(to: string | null, fallback: string): string {
  return to && to.startsWith('/') && !to.startsWith('//') && !/^(\/wap)?\/(login|register)/.test(to) ? to : fallback;
}

export function LoginForm({ paths = DESKTOP_AUTH_PATHS }: { paths?: AuthPaths }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const login = useLogin();
  const input = useAccountInput();
  const [password, setPassword] = useState('');
  const { type, account, areaCode } = input;
  const form = useAccountForm(() => v.validate({ account: v.account(type)(account), password: v.password(password) }));

  const onSubmit = form.handleSubmit(() =>
    login.mutate(
      { type, account, areaCode, password },
      {
        onSuccess: () => {
          toast.success(t('login.success'));
          void navigate(safeRedirect(redirect, paths.home), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthForm kind="login" paths={paths} formRef={form.formRef} onSubmit={onSubmit} pending={login.isPending}>
      <AccountFields input={input} error={form.error('account')} purpose="login">
        <CurrentPasswordField
          name="password"
          label={t('fields.password')}
          field={{ value: password, onChange: setPassword, error: form.error('password') }}
        />
        <Link className="auth-form__forgot" to={withRedirect(paths.forgot, redirect)} data-testid="login-forgot">
          {t('login.forgot')}
        </Link>
      </AccountFields>
    </AuthForm>
  );
}
