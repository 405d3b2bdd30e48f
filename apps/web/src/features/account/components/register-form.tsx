import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { STORAGE_KEYS, readString } from '@/lib/storage';
import { useRegister } from '@/features/account/api/register';
import * as v from '@/features/account/validation';
import { AccountFields, AuthForm, useAccountInput } from './account-fields';
import { DESKTOP_AUTH_PATHS, type AuthPaths } from './auth-paths';
import { safeRedirect } from './login-form';
import { NewPasswordFields } from './password-fields';
import { useAccountForm } from './use-account-form';

export function RegisterForm({ paths = DESKTOP_AUTH_PATHS }: { paths?: AuthPaths }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const input = useAccountInput();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // An agent's `?code=` from the first page is the default invitation code (editable).
  const [agentCode, setAgentCode] = useState(() => readString(STORAGE_KEYS.agentCode) ?? '');
  const { type, account, areaCode } = input;
  const form = useAccountForm(() =>
    v.validate({
      account: v.account(type)(account),
      password: v.password(password),
      confirm: v.matches(password)(confirm),
    }),
  );

  const onSubmit = form.handleSubmit(() =>
    register.mutate(
      { type, account, areaCode, password, confirmPassword: confirm, agentCode },
      {
        onSuccess: () => {
          toast.success(t('register.success'));
          void navigate(safeRedirect(params.get('redirect'), paths.home), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthForm kind="register" paths={paths} formRef={form.formRef} onSubmit={onSubmit} pending={register.isPending}>
      <AccountFields input={input} error={form.error('account')} purpose="register">
        <NewPasswordFields
          purpose="register"
          password={{ value: password, onChange: setPassword, error: form.error('password') }}
          confirm={{ value: confirm, onChange: setConfirm, error: form.error('confirm') }}
        />
        <TextField
          label={t('fields.invitationCode')}
          name="agentCode"
          autoComplete="off"
          dir="ltr"
          value={agentCode}
          onChange={(e) => setAgentCode(e.target.value)}
          maxLength={32}
        />
      </AccountFields>
    </AuthForm>
  );
}
