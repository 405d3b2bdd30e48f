import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/field';
import { PasswordStrength } from '@/components/ui/password-strength';

/** A controlled text value with its (translated) error. */
export interface BoundField {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The password the user has now (signing in, or confirming a change). */
export function CurrentPasswordField({ name, label, field }: { name: string; label: string; field: BoundField }) {
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete="current-password"
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      error={field.error}
    />
  );
}

const NEW_PASSWORD = {
  register: { password: 'password', confirm: 'confirmPassword', passwordLabel: 'fields.password', confirmLabel: 'fields.confirmPassword' },
  change: {
    password: 'newPassword',
    confirm: 'confirmNewPassword',
    passwordLabel: 'fields.newPassword',
    confirmLabel: 'fields.confirmNewPassword',
  },
} as const;

/** A new password (with the length hint) and its confirmation: signing up, or changing the login password. */
export function NewPasswordFields({
  purpose,
  password,
  confirm,
}: {
  purpose: 'register' | 'change';
  password: BoundField;
  confirm: BoundField;
}) {
  const { t } = useTranslation('account');
  const names = NEW_PASSWORD[purpose];
  return (
    <>
      <PasswordField
        label={t(names.passwordLabel)}
        name={names.password}
        autoComplete="new-password"
        value={password.value}
        onChange={(e) => password.onChange(e.target.value)}
        error={password.error}
        hint={t('hints.password')}
      />
      <PasswordStrength password={password.value} />
      <PasswordField
        label={t(names.confirmLabel)}
        name={names.confirm}
        autoComplete="new-password"
        value={confirm.value}
        onChange={(e) => confirm.onChange(e.target.value)}
        error={confirm.error}
      />
    </>
  );
}
