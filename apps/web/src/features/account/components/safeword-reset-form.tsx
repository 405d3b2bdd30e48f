import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useResetSafeword, useSendSafewordResetCode } from '@/features/account/api/reset-safeword';
import * as v from '@/features/account/validation';
import { CodeField } from './forgot-password-form';
import { CurrentPasswordField } from './password-fields';
import { NewSafewordFields } from './new-safeword-fields';
import { useAccountForm } from './use-account-form';

/**
 * A forgotten transaction password: the login password, a code e-mailed to the account and the new
 * transaction password twice. The form says up front that withdrawals then wait 24 hours.
 */
export function SafewordResetForm() {
  const { t } = useTranslation('account');
  const send = useSendSafewordResetCode();
  const reset = useResetSafeword();
  const [sent, setSent] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [safeword, setSafeword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useAccountForm(() =>
    v.validate({
      password: v.required(password),
      code: v.code(code),
      safeword: v.safeword(safeword),
      confirm: v.matches(safeword)(confirm),
    }),
  );

  const onSubmit = form.handleSubmit(() =>
    reset.mutate(
      { password, code, safeword, confirmSafeword: confirm },
      {
        onSuccess: () => {
          toast.success(t('safewordReset.done'));
          setPassword('');
          setCode('');
          setSafeword('');
          setConfirm('');
          setSent(false);
          form.reset();
        },
      },
    ),
  );

  return (
    <form ref={form.formRef} className="form-card" onSubmit={onSubmit} noValidate aria-labelledby="safeword-reset-title">
      <h2 id="safeword-reset-title" className="section-title">
        {t('safewordReset.title')}
      </h2>
      <p className="notice notice--warning" role="note">
        {t('safewordReset.hold')}
      </p>
      <CurrentPasswordField
        name="loginPassword"
        label={t('safewordReset.loginPassword')}
        field={{ value: password, onChange: setPassword, error: form.error('password') }}
      />
      <Button
        type="button"
        variant="secondary"
        pending={send.isPending}
        onClick={() => send.mutate(undefined, { onSuccess: () => setSent(true) })}
        data-testid="safeword-reset-send"
      >
        {sent ? t('forgot.resend') : t('safewordReset.send')}
      </Button>
      {sent ? (
        <p className="muted" role="status">
          {t('safewordReset.sent')}
        </p>
      ) : null}
      <CodeField value={code} onChange={setCode} error={form.error('code')} />
      <NewSafewordFields
        purpose="reset"
        safeword={{ value: safeword, onChange: setSafeword, error: form.error('safeword') }}
        confirm={{ value: confirm, onChange: setConfirm, error: form.error('confirm') }}
      />
      <Button type="submit" variant="danger" pending={reset.isPending} data-testid="safeword-reset-submit">
        {t('safewordReset.submit')}
      </Button>
    </form>
  );
}
