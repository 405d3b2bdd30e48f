import { useTranslation } from 'react-i18next';

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
