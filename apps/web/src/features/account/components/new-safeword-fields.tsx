import { useTranslation } from 'react-i18next';
import { NewSafewordFields as PinPair } from '@/components/forms/safeword-pin-field';
import type { BoundField } from './password-fields';

const NEW_SAFEWORD = {
  set: { safeword: 'safeword', confirm: 'confirmSafeword' },
  reset: { safeword: 'newSafeword', confirm: 'confirmNewSafeword' },
} as const;

/** The account pages' new transaction password and its confirmation: setting or changing it, or a reset. */
export function NewSafewordFields({ purpose, safeword, confirm }: { purpose: 'set' | 'reset'; safeword: BoundField; confirm: BoundField }) {
  const { t } = useTranslation('account');
  return (
    <PinPair
      names={NEW_SAFEWORD[purpose]}
      labels={{ safeword: t('safeword.new'), confirm: t('safeword.confirm') }}
      hint={t('safeword.hint')}
      safeword={safeword}
      confirm={confirm}
    />
  );
}
