import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { useChangeAdminPassword } from '@/features/admin/api/change-password';
import { PasswordStrength } from '@/components/ui/password-strength';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/query-client';

/** Operator passwords: 12 to 128 characters, and the API refuses those zxcvbn-ts rates below "very strong". */
const MIN = 12;
const MAX = 128;

/**
 * Shown instead of the console while the API answers 403 `ADMIN_PASSWORD_CHANGE_REQUIRED` (a
 * password someone else chose: the first operator's generated one, or one set by the superadmin who
 * created the account): the current password, a new one twice with a strength hint; then the
 * console. The server's refusal (a wrong current password, a password too easy to guess) shows
 * under the field it is about.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('admin');
  const change = useChangeAdminPassword();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ field: 'old' | 'new'; message: string } | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!oldPassword || !newPassword) return;
    setRefused(null);
    if (newPassword.length < MIN || newPassword.length > MAX) return setError(t('password.length', { min: MIN, max: MAX }));
    if (newPassword !== confirm) return setError(t('password.mismatch'));
    setError(null);
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => toast.success(t('password.changed')),
        onError: (err) => {
          if (err instanceof ApiError) setRefused({ field: err.code === 'AUTH_OLD_PASSWORD_WRONG' ? 'old' : 'new', message: err.message });
          else notifyError(err);
        },
      },
    );
  };
  return (
    <form className="form-card admin-login" onSubmit={onSubmit} data-testid="admin-change-password">
      <h1 className="page-title">{t('password.title')}</h1>
      <p className="notice notice--warning">{t('password.intro')}</p>
      <PasswordField
        label={t('password.old')}
        name="oldPassword"
        autoComplete="current-password"
        value={oldPassword}
        onChange={(e) => setOld(e.target.value)}
        error={refused?.field === 'old' ? refused.message : null}
        required
      />
      <PasswordField
        label={t('password.new')}
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
        hint={t('password.rule', { min: MIN, max: MAX })}
        error={refused?.field === 'new' ? refused.message : null}
        required
      />
      <PasswordStrength password={newPassword} />
      <PasswordField
        label={t('password.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={error}
        required
      />
      <Button type="submit" pending={change.isPending}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
