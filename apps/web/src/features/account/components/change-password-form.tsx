import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useUpdateLoginPassword } from '@/features/account/api/update-login-password';
import * as v from '@/features/account/validation';
import { CurrentPasswordField, NewPasswordFields } from './password-fields';
import { useAccountForm } from './use-account-form';

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const update = useUpdateLoginPassword();
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useAccountForm(() =>
    v.validate({
      oldPassword: v.required(oldPassword),
      password: v.password(password),
      confirm: v.matches(password)(confirm),
    }),
  );

  const onSubmit = form.handleSubmit(() =>
    update.mutate(
      { oldPassword, password, confirmPassword: confirm },
      {
        onSuccess: () => {
          toast.success(t('password.success'));
          setOld('');
          setPassword('');
          setConfirm('');
          form.reset();
        },
      },
    ),
  );

  return (
    <form ref={form.formRef} className="form-card" onSubmit={onSubmit} noValidate>
      <CurrentPasswordField
        name="oldPassword"
        label={t('fields.oldPassword')}
        field={{ value: oldPassword, onChange: setOld, error: form.error('oldPassword') }}
      />
      <NewPasswordFields
        purpose="change"
        password={{ value: password, onChange: setPassword, error: form.error('password') }}
        confirm={{ value: confirm, onChange: setConfirm, error: form.error('confirm') }}
      />
      <Button type="submit" pending={update.isPending} data-testid="password-submit">
        {t('password.submit')}
      </Button>
    </form>
  );
}
