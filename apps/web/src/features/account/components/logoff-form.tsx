import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGOFF_REASON_MAX } from '@mall/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SafewordPinField } from '@/components/forms/safeword-pin-field';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useLogoff } from '@/features/account/api/logoff';
import type { UserInfo } from '@/features/account/types';
import * as v from '@/features/account/validation';
import { useAccountForm } from './use-account-form';

/** Account cancellation: account name must match, a reason, and the fund password when one is set. */
export function LogoffForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const logoff = useLogoff();
  const needsSafeword = user.safeword === 1;
  const [account, setAccount] = useState('');
  const [reason, setReason] = useState('');
  const [cashPassword, setCashPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const form = useAccountForm(() =>
    v.validate({
      account: !account.trim() ? 'validation.required' : account.trim() !== user.username ? 'validation.accountMismatch' : null,
      reason: v.reason(reason),
      cashPassword: needsSafeword ? v.safeword(cashPassword) : null,
    }),
  );

  const onSubmit = form.handleSubmit(() => setConfirming(true));

  const onConfirm = () => {
    logoff.mutate({ account, reason, cashPassword: needsSafeword ? cashPassword : '' }, { onSettled: () => setConfirming(false) });
  };

  return (
    <>
      <form ref={form.formRef} className="form-card" onSubmit={onSubmit} noValidate>
        <div className="notice notice--warning" role="note">
          {t('logoff.warning')}
        </div>
        <TextField
          label={t('logoff.account')}
          name="account"
          autoComplete="off"
          dir="ltr"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          error={form.error('account')}
          hint={t('logoff.accountHint', { username: user.username })}
        />
        <TextAreaField
          label={t('logoff.reason')}
          name="reason"
          rows={4}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={form.error('reason')}
          hint={t('logoff.reasonCount', { length: reason.trim().length, max: LOGOFF_REASON_MAX })}
          maxLength={LOGOFF_REASON_MAX + 50}
        />
        {needsSafeword ? (
          <SafewordPinField
            label={t('logoff.cashPassword')}
            name="cashPassword"
            value={cashPassword}
            onChange={setCashPassword}
            error={form.error('cashPassword')}
          />
        ) : null}
        <Button type="submit" variant="danger" data-testid="logoff-submit">
          {t('logoff.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        danger
        title={t('logoff.confirmTitle')}
        confirmLabel={t('logoff.confirmButton')}
        pending={logoff.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('logoff.confirmText')}</p>
      </ConfirmDialog>
    </>
  );
}
