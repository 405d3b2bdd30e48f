import type { ReactNode } from 'react';

/** One label/value row of a wallet detail list (`<dl className="wallet-detail">`). */
export function DetailRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="wallet-detail__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
