import { PasswordField } from '@/components/ui/field';

/** What a transaction password field keeps: up to six digits. */
const digits = (s: string) => s.replace(/\D/g, '').slice(0, 6);

interface SafewordPinFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}

/** A six-digit transaction password field (numeric keypad, left to right in every language). */
export function SafewordPinField({ onChange, ...field }: SafewordPinFieldProps) {
  return (
    <PasswordField
      {...field}
      onChange={(e) => onChange(digits(e.target.value))}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={6}
      dir="ltr"
      className="input--pin"
    />
  );
}
