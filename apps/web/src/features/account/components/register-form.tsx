import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { STORAGE_KEYS, readString } from '../../../lib/storage';
import { useRegister } from '../api/register';
import type { AccountType } from '../types';
import * as v from '../validation';
import { AccountTypeTabs } from './account-type-tabs';
import { AreaCodeSelect } from './area-code-select';
import { focusFirstError } from './focus-first-error';

export function RegisterForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const register = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const panelId = useId();
  const [type, setType] = useState<AccountType>('email');
  const [areaCode, setAreaCode] = useState('1');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // An agent's `?code=` from the first page is the default invitation code (editable).
  const [agentCode, setAgentCode] = useState(() => readString(STORAGE_KEYS.agentCode) ?? '');
  const [submitted, setSubmitted] = useState(false);

  const check = () =>
    v.validate({
      account: type === 'email' ? v.email(account) : v.phone(account),
      password: v.password(password),
      confirm: v.matches(password)(confirm),
    });
  const errors = submitted ? check() : {};
  const err = (k: keyof typeof errors) => (errors[k] ? t(errors[k]!) : null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(check()).length) {
      focusFirstError(formRef.current);
      return;
    }
    register.mutate(
      { type, account, areaCode, password, confirmPassword: confirm, agentCode },
      {
        onSuccess: () => {
          toast.success(t('register.success'));
          void navigate('/userInfo/dashboard', { replace: true });
        },
      },
    );
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h1 id="register-title" className="auth-form__title">
        {t('register.title')}
      </h1>
      <p className="auth-form__subtitle">{t('register.subtitle')}</p>
      <AccountTypeTabs value={type} onChange={setType} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${type}`} className="auth-form__fields">
        {type === 'email' ? (
          <TextField
            key="email"
            label={t('fields.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
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
            hint={t('hints.phone')}
            maxLength={20}
            addon={<AreaCodeSelect value={areaCode} onChange={setAreaCode} />}
          />
        )}
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={err('password')}
          hint={t('hints.password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={err('confirm')}
        />
        <TextField
          label={t('fields.invitationCode')}
          name="agentCode"
          autoComplete="off"
          dir="ltr"
          value={agentCode}
          onChange={(e) => setAgentCode(e.target.value)}
          maxLength={32}
        />
      </div>
      <Button type="submit" block pending={register.isPending} data-testid="register-submit">
        {t('register.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('register.haveAccount')} <Link to="/login">{t('register.toLogin')}</Link>
      </p>
    </form>
  );
}
