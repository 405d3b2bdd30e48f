import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/field';

type AmountFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange'> & {
  /** the typed text with everything but digits and the decimal point taken out */
  onChange: (value: string) => void;
};

/** An amount in USDT: typed left to right, digits and a decimal point only, never filled in. */
export function AmountField({ onChange, ...props }: AmountFieldProps) {
  return (
    <TextField
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      onChange={(e) => onChange(e.target.value.replace(/[^\d.]/g, ''))}
      {...props}
    />
  );
}
