import { useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { AccountType } from '@/features/account/types';
import { AccountTypeTabs } from './account-type-tabs';
import { DESKTOP_AUTH_PATHS, withRedirect, type AuthPaths } from './auth-paths';
import { AreaCodeSelect } from './area-code-select';

/** What the sign-in and sign-up forms know about the account: email or phone, the area code, the value. */
export function useAccountInput() {
  const [type, setType] = useState<AccountType>('email');
  const [areaCode, setAreaCode] = useState('1');
  const [account, setAccount] = useState('');
  return { type, setType, areaCode, setAreaCode, account, setAccount };
}

export type AccountInput = ReturnType<typeof useAccountInput>;

/**
 * The email / phone tabs (WAI-ARIA tabs) and their tab panel: the account field of the chosen type
 * (the phone one with its area code), followed by `children`, the rest of the form's fields.
 * Signing in offers the saved username (`autocomplete=username`); signing up, the user's email and
 * a hint on the phone format.
 */
export function AccountFields({
  input,
  error,
  purpose,
  children,
}: {
  input: AccountInput;
  error: string | null;
  purpose: 'login' | 'register';
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const panelId = useId();
  const { type, setType, areaCode, setAreaCode, account, setAccount } = input;
  return (
    <>
      <AccountTypeTabs value={type} onChange={setType} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${type}`} className="auth-form__fields">
        {type === 'email' ? (
          <TextField
            key="email"
            label={t('fields.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete={purpose === 'login' ? 'username' : 'email'}
            dir="ltr"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            error={error}
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
            error={error}
            hint={purpose === 'register' ? t('hints.phone') : undefined}
            maxLength={20}
            addon={<AreaCodeSelect value={areaCode} onChange={setAreaCode} />}
          />
        )}
        {children}
      </div>
    </>
  );
}

const AUTH_SWITCH = {
  login: { question: 'login.noAccount', to: 'register', link: 'login.toRegister' },
  register: { question: 'register.haveAccount', to: 'login', link: 'register.toLogin' },
} as const;

/**
 * The frame of the sign-in and sign-up pages: the titled form (`<kind>.title`, `<kind>.subtitle`),
 * its fields (`children`), the full-width submit button (`data-testid="<kind>-submit"`) and the
 * link to the other page (carrying the page to return to, `?redirect=`).
 */
export function AuthForm({
  kind,
  paths = DESKTOP_AUTH_PATHS,
  formRef,
  onSubmit,
  pending,
  children,
}: {
  kind: 'login' | 'register';
  paths?: AuthPaths;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (e: FormEvent) => void;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const other = AUTH_SWITCH[kind];
  const [params] = useSearchParams();
  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby={`${kind}-title`}>
      <h1 id={`${kind}-title`} className="auth-form__title">
        {t(`${kind}.title`)}
      </h1>
      <p className="auth-form__subtitle">{t(`${kind}.subtitle`)}</p>
      {children}
      <Button type="submit" block pending={pending} data-testid={`${kind}-submit`}>
        {t(`${kind}.submit`)}
      </Button>
      <p className="auth-form__switch">
        {t(other.question)} <Link to={withRedirect(paths[other.to], params.get('redirect'))}>{t(other.link)}</Link>
      </p>
    </form>
  );
}
