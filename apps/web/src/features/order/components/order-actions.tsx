import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useRemindOrder } from '@/features/order/api/remind-order';
import { COMING_SOON_ACTIONS, orderActions, type OrderAction } from '@/features/order/rules';
import type { OrderStatus } from '@/features/order/types';
import type { OrderDialog } from './order-dialogs';

// The dialogs (cancel with its reasons, confirm receipt, and checkout's pay dialog) load on the first tap.
const OrderDialogs = lazy(() => import('./order-dialogs'));

export interface ActionableOrder {
  id: string;
  status: OrderStatus | number;
  /** prizeReal + fees + tax, USDT */
  total: number;
  /** the seller was already reminded to ship (one reminder per order) */
  reminded?: boolean;
  /** the server's buttons for it now (the return window, shipped or not); else the status rule */
  buttons?: readonly OrderAction[];
}

interface OrderActionsProps {
  order: ActionableOrder;
  /** where "logistics" leads (the detail page's timeline); on the detail page itself, a jump to it */
  logisticsHref: string;
  size?: 'sm' | 'md';
}

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : '');

/**
 * The buttons of an order as the server offers them, else per status (legacy-api §5): pay / cancel (0),
 * remind / refund (1, 2), confirm receipt / logistics / refund (3), review / logistics (4), logistics (5, 6);
 * the server adds refund to 4 within the return window and leaves logistics out until shipped. Refund and review
 * lead to the after-sales pages (`order-return`, `order-evaluation`) of the same site.
 */
export function OrderActions({ order, logisticsHref, size = 'sm' }: OrderActionsProps) {
  const { t } = useTranslation('order');
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const [remindedNow, setRemindedNow] = useState(false);
  const remind = useRemindOrder();
  // the refund and review pages of the site this order is shown on (desktop or /wap)
  const wap = useLocation().pathname.startsWith('/wap');
  const afterSaleHref = (page: 'order-return' | 'order-evaluation') =>
    `${wap ? '/wap' : '/userInfo'}/${page}?orderId=${encodeURIComponent(order.id)}`;
  const actions = order.buttons ?? orderActions(order.status);
  if (!actions.length) return null;
  const reminded = remindedNow || !!order.reminded;

  const button = (a: OrderAction) => {
    const testId = `order-action-${a}`;
    if (COMING_SOON_ACTIONS.includes(a)) {
      const hintId = `${order.id}-${a}-soon`;
      return (
        <span key={a} className="order-soon">
          <button
            type="button"
            className={`btn btn--secondary${size === 'sm' ? ' btn--sm' : ''}`}
            aria-disabled="true"
            aria-describedby={hintId}
            title={t('actions.comingSoon')}
            data-testid={testId}
            onClick={(e) => e.preventDefault()}
          >
            <span>{t(`actions.${a}`)}</span>
          </button>
          <span id={hintId} role="tooltip" className="order-soon__tip">
            {t('actions.comingSoon')}
          </span>
        </span>
      );
    }
    switch (a) {
      case 'pay':
        return (
          <Button key={a} size={size} onClick={() => setDialog('pay')} data-testid={testId}>
            {t('actions.pay')}
          </Button>
        );
      case 'cancel':
        return (
          <Button key={a} size={size} variant="secondary" onClick={() => setDialog('cancel')} data-testid={testId}>
            {t('actions.cancel')}
          </Button>
        );
      case 'receipt':
        return (
          <Button key={a} size={size} onClick={() => setDialog('receipt')} data-testid={testId}>
            {t('actions.receipt')}
          </Button>
        );
      case 'remind':
        return (
          <Button
            key={a}
            size={size}
            variant="secondary"
            disabled={reminded}
            pending={remind.isPending}
            data-testid={testId}
            onClick={() =>
              remind.mutate(order.id, {
                onSuccess: () => {
                  setRemindedNow(true);
                  toast.success(t('remind.done'));
                },
                onError: (e) => toast.error(errorText(e) || t('remind.failed')),
              })
            }
          >
            {reminded ? t('actions.reminded') : t('actions.remind')}
          </Button>
        );
      case 'refund':
      case 'review':
        return (
          <Link
            key={a}
            className={`btn btn--secondary${size === 'sm' ? ' btn--sm' : ''}`}
            to={afterSaleHref(a === 'refund' ? 'order-return' : 'order-evaluation')}
            data-testid={testId}
          >
            <span>{t(`actions.${a}`)}</span>
          </Link>
        );
      case 'logistics':
        return (
          <Link key={a} className={`btn btn--secondary${size === 'sm' ? ' btn--sm' : ''}`} to={logisticsHref} data-testid={testId}>
            <span>{t('actions.logistics')}</span>
          </Link>
        );
      default:
        return null;
    }
  };

  return (
    <div className="order-actions" data-testid="order-actions">
      {actions.map(button)}
      {dialog ? (
        <Suspense fallback={null}>
          <OrderDialogs dialog={dialog} order={order} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
