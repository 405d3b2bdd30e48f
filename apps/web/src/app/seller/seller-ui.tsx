import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDecimal } from '@/features/seller/format-decimal';
import { formatDateTime } from '@/lib/dates';

/** An exact amount in USDT, isolated left-to-right so digits keep their order in RTL text. */
export function Amount({ value, className }: { value: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `money ${className}` : 'money'}>
      {formatDecimal(value)} USDT
    </bdi>
  );
}

/** A date and time in the interface language. */
export function When({ iso }: { iso: string | null | undefined }) {
  return iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <>—</>;
}

/** Codes and ids (order ids, tracking numbers) left-to-right in monospace. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="admin-code">
      {children}
    </bdi>
  );
}

export function ErrorBox({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="seller-card seller-error" role="alert">
      <p>{error?.message || t('errors.server')}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}

const STATUS_KEY: Record<number, string> = {
  [-1]: 'status.cancelled',
  0: 'status.unpaid',
  1: 'status.toConfirm',
  2: 'status.confirmed',
  3: 'status.shipped',
  4: 'status.received',
  5: 'status.reviewed',
  6: 'status.refund',
};

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('seller');
  const tone = status === 1 ? ' badge--warn' : status === 4 || status === 5 ? ' badge--ok' : '';
  return (
    <span className={`badge seller-status seller-status--${status < 0 ? 'x' : status}${tone}`}>
      {t(STATUS_KEY[status] ?? 'status.unknown')}
    </span>
  );
}
