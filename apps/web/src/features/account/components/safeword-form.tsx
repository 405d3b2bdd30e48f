import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useSetSafeword } from '../api/set-safeword';
import { useUpdateSafeword } from '../api/update-safeword';
import * as v from '../validation';
import { useAccountForm } from './use-account-form';

const digits = (s: string) => s.replace(/\D/g, '').slice(0, 6);

/** First transaction password (`setSafewordReg`) or a change (`updateOldAndNewSafeword`). */
export function SafewordForm({ hasSafeword }: { hasSafeword: boolean }) {
  const { t } = useTranslation('account');
  const setFirst = useSetSafeword();
  const change = useUpdateSafeword();
  const pending = setFirst.isPending || change.isPending;
  const [oldSafeword, setOld] = useState('');
  const [safeword, setSafeword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useAccountForm(() =>
    v.validate({
      oldSafeword: hasSafeword ? v.safeword(oldSafeword) : null,
      safeword: v.safeword(safeword),
      confirm: v.matches(safeword)(confirm),
    }),
  );

  const done = () => {
    toast.success(t('safeword.success'));
    setOld('');
    setSafeword('');
    setConfirm('');
    form.reset();
  };

  const onSubmit = form.handleSubmit(() => {
    if (hasSafeword) change.mutate({ oldSafeword, safeword, confirmSafeword: confirm }, { onSuccess: done });
    else setFirst.mutate({ safeword, confirmSafeword: confirm }, { onSuccess: done });
  });

  const pin = {
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    autoComplete: 'off',
    maxLength: 6,
    dir: 'ltr' as const,
    className: 'input--pin',
  };
  return (
    <form ref={form.formRef} className="form-card" onSubmit={onSubmit} noValidate>
      {hasSafeword ? (
        <PasswordField
          label={t('safeword.old')}
          name="oldSafeword"
          value={oldSafeword}
          onChange={(e) => setOld(digits(e.target.value))}
          error={form.error('oldSafeword')}
          {...pin}
        />
      ) : null}
      <PasswordField
        label={t('safeword.new')}
        name="safeword"
        value={safeword}
        onChange={(e) => setSafeword(digits(e.target.value))}
        error={form.error('safeword')}
        hint={t('safeword.hint')}
        {...pin}
      />
      <PasswordField
        label={t('safeword.confirm')}
        name="confirmSafeword"
        value={confirm}
        onChange={(e) => setConfirm(digits(e.target.value))}
        error={form.error('confirm')}
        {...pin}
      />
      <Button type="submit" pending={pending} data-testid="safeword-submit">
        {t('safeword.submit')}
      </Button>
    </form>
  );
}
