import type { ReactNode } from 'react';

export interface Stat {
  label: ReactNode;
  value: ReactNode;
}

/** A definition list of label → value pairs (store stats, wallet details). */
export function StatList({ items, className, testId }: { items: Stat[]; className: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {items.map((s, i) => (
        <div key={i}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
