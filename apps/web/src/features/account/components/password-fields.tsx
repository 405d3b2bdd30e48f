import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/field';
import { PasswordStrength } from '@/components/ui/password-strength';

/** A controlled text value with its (translated) error. */
export interface BoundField {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

interface BoundPasswordProps {
  name: string;
  label: string;
  field: BoundField;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** A password field bound to its value and error. */
function BoundPasswordField({ name, label, field, autoComplete, hint }: BoundPasswordProps) {
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      error={field.error}
      hint={hint}
    />
  );
}

/** The password the user has now (signing in, or confirming a change). */
export function CurrentPasswordField({ name, label, field }: { name: string; label: string; field: BoundField }) {
  return <BoundPasswordField name={name} label={label} field={field} autoComplete="current-password" />;
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
      <BoundPasswordField
        name={names.password}
        label={t(names.passwordLabel)}
        field={password}
        autoComplete="new-password"
        hint={t('hints.password')}
      />
      <PasswordStrength password={password.value} />
      <BoundPasswordField name={names.confirm} label={t(names.confirmLabel)} field={confirm} autoComplete="new-password" />
    </>
  );
}
