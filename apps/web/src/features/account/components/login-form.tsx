import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useLogin } from '../api/login';
import type { AccountType } from '../types';
import * as v from '../validation';
import { AccountTypeTabs } from './account-type-tabs';
import { AreaCodeSelect } from './area-code-select';
import { focusFirstError } from './focus-first-error';

/** Only same-site paths are followed after login. */
export function safeRedirect(to: string | null, fallback: string): string {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') && !to.startsWith('/register') ? to : fallback;
}

export function LoginForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const panelId = useId();
  const [type, setType] = useState<AccountType>('email');
  const [areaCode, setAreaCode] = useState('1');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const errors = submitted
    ? v.validate({ account: type === 'email' ? v.email(account) : v.phone(account), password: v.password(password) })
    : {};
  const err = (k: keyof typeof errors) => (errors[k] ? t(errors[k]!) : null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const now = v.validate({ account: type === 'email' ? v.email(account) : v.phone(account), password: v.password(password) });
    if (Object.keys(now).length) {
      focusFirstError(formRef.current);
      return;
    }
    login.mutate(
      { type, account, areaCode, password },
      {
        onSuccess: () => {
          toast.success(t('login.success'));
          void navigate(safeRedirect(params.get('redirect'), '/userInfo/dashboard'), { replace: true });
        },
      },
    );
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title" className="auth-form__title">
        {t('login.title')}
      </h1>
      <p className="auth-form__subtitle">{t('login.subtitle')}</p>
      <AccountTypeTabs value={type} onChange={setType} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${type}`} className="auth-form__fields">
        {type === 'email' ? (
          <TextField
            key="email"
            label={t('fields.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            dir="ltr"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            error={err('account')}
            maxLength={64}
          />
        ) : (
          <TextField
            key="phone"
            label={t('fields.phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            error={err('account')}
            maxLength={20}
            addon={<AreaCodeSelect value={areaCode} onChange={setAreaCode} />}
          />
        )}
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={err('password')}
        />
      </div>
      <Button type="submit" block pending={login.isPending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('login.noAccount')} <Link to="/register">{t('login.toRegister')}</Link>
      </p>
    </form>
  );
}
