import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useUpdateLoginPassword } from '../api/update-login-password';
import * as v from '../validation';
import { focusFirstError } from './focus-first-error';

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const update = useUpdateLoginPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const check = () =>
    v.validate({
      oldPassword: v.required(oldPassword),
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
    update.mutate(
      { oldPassword, password, confirmPassword: confirm },
      {
        onSuccess: () => {
          toast.success(t('password.success'));
          setOld('');
          setPassword('');
          setConfirm('');
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <form ref={formRef} className="form-card" onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('fields.oldPassword')}
        name="oldPassword"
        autoComplete="current-password"
        value={oldPassword}
        onChange={(e) => setOld(e.target.value)}
        error={err('oldPassword')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={err('password')}
        hint={t('hints.password')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        name="confirmNewPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={err('confirm')}
      />
      <Button type="submit" pending={update.isPending} data-testid="password-submit">
        {t('password.submit')}
      </Button>
    </form>
  );
}
