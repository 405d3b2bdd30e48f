import type { ReactNode } from 'react';
import { DetailRow } from '@/components/ui/detail-row';
import { Money } from '@/components/ui/money';

/** A detail row with an amount in USDT (`exact`: to the last micro-unit, as interest and totals are). */
export function MoneyRow({ label, value, exact, testId }: { label: ReactNode; value: number; exact?: boolean; testId?: string }) {
  return (
    <DetailRow label={label} testId={testId}>
      <Money exact={exact} value={value} />
    </DetailRow>
  );
}
