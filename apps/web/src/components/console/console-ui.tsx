import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';

/** Codes, ids and addresses (order ids, tracking numbers, transfer hashes) left-to-right in monospace. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="admin-code">
      {children}
    </bdi>
  );
}

/** A date and time in the interface language. */
export function When({ iso }: { iso: string | null | undefined }) {
  return iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <>—</>;
}
