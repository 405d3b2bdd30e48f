import type { InputHTMLAttributes } from 'react';
import { PasswordField } from '@/components/ui/field';

/** What a transaction password field keeps: up to six digits. */
export const pinDigits = (s: string) => s.replace(/\D/g, '').slice(0, 6);

interface SafewordPinFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix' | 'type' | 'value' | 'onChange'> {
  label: string;
  name: string;
  value: string;
  /** the digits typed so far (anything else is dropped) */
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}

/**
 * A six-digit transaction (fund) password field: numeric keypad, left to right in every language.
 * Shared by the account pages, the wallet, checkout and loan repayment, so the PIN behaves alike.
 */
export function SafewordPinField({ onChange, autoComplete = 'off', ...field }: SafewordPinFieldProps) {
  return (
    <PasswordField
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      dir="ltr"
      className="input--pin"
      {...field}
      autoComplete={autoComplete}
      onChange={(e) => onChange(pinDigits(e.target.value))}
    />
  );
}

/** A controlled PIN with its (translated) error. */
interface BoundPin {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

interface NewSafewordFieldsProps {
  names: { safeword: string; confirm: string };
  labels: { safeword: string; confirm: string };
  /** shown under the first field */
  hint: string;
  safeword: BoundPin;
  confirm: BoundPin;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A new transaction password and its confirmation (account pages, or first payment at checkout). */
export function NewSafewordFields({ names, labels, hint, safeword, confirm, autoComplete, autoFocus }: NewSafewordFieldsProps) {
  return (
    <>
      <SafewordPinField
        label={labels.safeword}
        name={names.safeword}
        value={safeword.value}
        onChange={safeword.onChange}
        error={safeword.error}
        hint={hint}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
      />
      <SafewordPinField
        label={labels.confirm}
        name={names.confirm}
        value={confirm.value}
        onChange={confirm.onChange}
        error={confirm.error}
        autoComplete={autoComplete}
      />
    </>
  );
}
