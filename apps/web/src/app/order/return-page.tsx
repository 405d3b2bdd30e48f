import { Suspense, lazy, useEffect } from 'react';
import { Link } from 'react-router';
import { orderPageFallback } from '@/app/order/order-page-fallback';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { useOrder } from '@/features/order/api/get-order';
import { OrderStatusBadge, ReturnStatusBadge } from '@/features/order/components/order-status';
import { orderTotal, sumUsdt } from '@/features/order/money';
import { useReturnInfo } from '@/features/after-sale/api/get-return-info';

// The request form (with the photo uploader) and the request's state (photos, escalation dialog) are
// their own chunks: they load while the order and its case are being fetched (the page shows
// skeletons until then), so the route's first screen does not wait for them.
const loadForm = () => import('@/features/after-sale/components/return-form');
const loadState = () => import('@/features/after-sale/components/return-state');
const ReturnForm = lazy(() => loadForm().then((m) => ({ default: m.ReturnForm })));
const ReturnState = lazy(() => loadState().then((m) => ({ default: m.ReturnState })));

interface ReturnPageViewProps {
  orderId: string;
  /** the order's detail page */
  orderHref: string;
  listHref: string;
}

/**
 * The refund / return page of one order (desktop and /wap), composed here of the order's and the
 * after-sales' pieces: the order in short; then where its request stands, or the request form when the
 * order allows one now (paid, confirmed; shipped or received within the return window: the server's
 * `returnOpen`).
 */
export function ReturnPageView({ orderId, orderHref, listHref }: ReturnPageViewProps) {
  const { t } = useTranslation('aftersale');
  const order = useOrder(orderId);
  const info = useReturnInfo(orderId);
  useEffect(() => {
    if (!orderId) return;
    void loadForm();
    void loadState();
  }, [orderId]);
  const fallback = orderPageFallback({ orderId, listHref, queries: [order, info], t });
  if (fallback || !order.data || !info.data) return fallback;
  const o = order.data;
  const c = info.data.returnCase;
  // A case that is still open, or decided, is shown; a new request only when none is open and the order allows it.
  const canRequest = Number(o.returnOpen) === 1 && (!c || c.state === 'refunded' || c.state === 'dismissed');
  return (
    <div className="aftersale-page" data-testid="return-page">
      <section className="aftersale-card aftersale-order" aria-label={t('page.order')}>
        <div>
          <p className="muted">
            {t('page.order')} <bdi dir="ltr">{o.id}</bdi>
          </p>
          <p className="aftersale-order__badges">
            <OrderStatusBadge status={o.status} /> <ReturnStatusBadge returnStatus={o.returnStatus} />
          </p>
        </div>
        <div className="aftersale-order__side">
          <p>
            <span className="muted">{t('page.paid')}</span> <Money value={orderTotal(o)} exact />
          </p>
          <Link to={orderHref} data-testid="return-order-link">
            {t('page.viewOrder')}
          </Link>
        </div>
      </section>
      {c ? (
        <Suspense fallback={<Skeleton height="240px" />}>
          <ReturnState info={info.data} refunded={sumUsdt(...info.data.refunds.map((r) => r.amount))} />
        </Suspense>
      ) : null}
      {canRequest ? (
        <>
          <p className="aftersale-intro">{Number(o.status) >= 3 ? t('page.introShipped') : t('page.intro')}</p>
          <Suspense fallback={<Skeleton height="320px" />}>
            <ReturnForm orderId={o.id} status={Number(o.status)} />
          </Suspense>
        </>
      ) : !c ? (
        <p className="notice" data-testid="return-not-allowed">
          {t('page.notAllowed')}
        </p>
      ) : null}
    </div>
  );
}
