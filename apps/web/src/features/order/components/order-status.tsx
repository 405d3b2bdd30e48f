import { useTranslation } from 'react-i18next';
import { statusKey } from '@/features/order/rules';
import type { OrderStatus, ReturnStatus } from '@/features/order/types';

const TONE: Record<string, string> = {
  toPay: 'badge--warn',
  toReceive: 'badge--warn',
  toReview: 'badge--ok',
  reviewed: 'badge--ok',
  cancelled: 'order-badge--off',
};

/** The status of an order as a badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus | number }) {
  const { t } = useTranslation('order');
  const key = statusKey(status);
  return (
    <span className={`badge order-badge ${TONE[key] ?? ''}`} data-testid="order-status" data-status={status}>
      {t(`status.${key}`)}
    </span>
  );
}

/** The refund state (`returnStatus`), nothing when there is none. */
export function ReturnStatusBadge({ returnStatus }: { returnStatus: ReturnStatus | number | undefined }) {
  const { t } = useTranslation('order');
  const v = Number(returnStatus ?? 0);
  if (!v || v < 1 || v > 3) return null;
  return (
    <span
      className={`badge order-badge ${v === 2 ? 'badge--ok' : v === 3 ? 'order-badge--off' : 'badge--warn'}`}
      data-testid="order-return-status"
    >
      {t(`returnStatus.${v}`)}
    </span>
  );
}
