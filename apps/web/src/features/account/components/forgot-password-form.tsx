import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { useResetPassword, useSendResetCode } from '@/features/account/api/reset-password';
import * as v from '@/features/account/validation';
import { DESKTOP_AUTH_PATHS, withRedirect, type AuthPaths } from './auth-paths';
import { NewPasswordFields } from './password-fields';
import { useAccountForm } from './use-account-form';

/** The 6-digit code field of the reset forms. */
export function CodeField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error: string | null }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('forgot.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={6}
      className="input--pin"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
    />
  );
}

/**
 * Forgot password: the e-mail address → a code by e-mail (the same answer whether or not an account
 * uses it) → the code and a new password twice → signed out everywhere, back to the sign-in page.
 */
export function ForgotPasswordForm({ paths = DESKTOP_AUTH_PATHS }: { paths?: AuthPaths }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = withRedirect(paths.login, params.get('redirect'));
  const send = useSendResetCode();
  const reset = useResetPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const emailForm = useAccountForm(() => v.validate({ email: v.email(email) }));
  const resetForm = useAccountForm(() =>
    v.validate({ code: v.code(code), password: v.password(password), confirm: v.matches(password)(confirm) }),
  );

  const sendCode = () => send.mutate(email, { onSuccess: () => setSentTo(email.trim()) });
  const onSend = emailForm.handleSubmit(sendCode);
  const onReset = resetForm.handleSubmit(() =>
    reset.mutate(
      { email: sentTo ?? email, code, password, confirmPassword: confirm },
      {
        onSuccess: () => {
          toast.success(t('forgot.done'));
          void navigate(login, { replace: true });
        },
      },
    ),
  );

  return (
    <form
      ref={sentTo ? resetForm.formRef : emailForm.formRef}
      className="auth-form"
      onSubmit={sentTo ? onReset : onSend}
      noValidate
      aria-labelledby="forgot-title"
    >
      <h1 id="forgot-title" className="auth-form__title">
        {t('forgot.title')}
      </h1>
      {sentTo ? (
        <>
          <p className="auth-form__subtitle" role="status">
            {/* the address isolated: left-to-right inside right-to-left text */}
            {t('forgot.sent', { email: `\u2068${sentTo}\u2069` })}
          </p>
          <div className="auth-form__fields">
            <CodeField value={code} onChange={setCode} error={resetForm.error('code')} />
            <NewPasswordFields
              purpose="change"
              password={{ value: password, onChange: setPassword, error: resetForm.error('password') }}
              confirm={{ value: confirm, onChange: setConfirm, error: resetForm.error('confirm') }}
            />
          </div>
          <Button type="submit" block pending={reset.isPending} data-testid="forgot-reset">
            {t('forgot.submit')}
          </Button>
          <Button type="button" variant="ghost" block pending={send.isPending} onClick={sendCode}>
            {t('forgot.resend')}
          </Button>
        </>
      ) : (
        <>
          <p className="auth-form__subtitle">{t('forgot.subtitle')}</p>
          <div className="auth-form__fields">
            <TextField
              label={t('fields.email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              maxLength={64}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={emailForm.error('email')}
            />
          </div>
          <Button type="submit" block pending={send.isPending} data-testid="forgot-send">
            {t('forgot.send')}
          </Button>
        </>
      )}
      <p className="auth-form__switch">
        <Link to={login}>{t('forgot.back')}</Link>
      </p>
    </form>
  );
}
