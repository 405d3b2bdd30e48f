import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { useLogin } from '../api/login';
import * as v from '../validation';
import { AccountFields, AuthForm, useAccountInput } from './account-fields';
import { CurrentPasswordField } from './password-fields';
import { useAccountForm } from './use-account-form';

/** Only same-site paths are followed after login. */
export function safeRedirect(to: string | null, fallback: string): string {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') && !to.startsWith('/register') ? to : fallback;
}

export function LoginForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
          void navigate(safeRedirect(params.get('redirect'), '/userInfo/dashboard'), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthForm kind="login" formRef={form.formRef} onSubmit={onSubmit} pending={login.isPending}>
      <AccountFields input={input} error={form.error('account')} purpose="login">
        <CurrentPasswordField
          name="password"
          label={t('fields.password')}
          field={{ value: password, onChange: setPassword, error: form.error('password') }}
        />
        <Link className="auth-form__forgot" to="/forgot-password" data-testid="login-forgot">
          {t('login.forgot')}
        </Link>
      </AccountFields>
    </AuthForm>
  );
}
