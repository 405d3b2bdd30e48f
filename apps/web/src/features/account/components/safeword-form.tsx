import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useSetSafeword } from '@/lib/safeword';
import { useUpdateSafeword } from '@/features/account/api/update-safeword';
import * as v from '@/features/account/validation';
import { SafewordPinField } from '@/components/forms/safeword-pin-field';
import { NewSafewordFields } from './new-safeword-fields';
import { useAccountForm } from './use-account-form';

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

  return (
    <form ref={form.formRef} className="form-card" onSubmit={onSubmit} noValidate>
      {hasSafeword ? (
        <SafewordPinField
          label={t('safeword.old')}
          name="oldSafeword"
          value={oldSafeword}
          onChange={setOld}
          error={form.error('oldSafeword')}
        />
      ) : null}
      <NewSafewordFields
        purpose="set"
        safeword={{ value: safeword, onChange: setSafeword, error: form.error('safeword') }}
        confirm={{ value: confirm, onChange: setConfirm, error: form.error('confirm') }}
      />
      <Button type="submit" pending={pending} data-testid="safeword-submit">
        {t('safeword.submit')}
      </Button>
    </form>
  );
}
