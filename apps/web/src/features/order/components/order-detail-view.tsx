import { Suspense, lazy, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogTexts } from './use-catalog-texts';
import { Skeleton } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useOrder } from '@/features/order/api/get-order';

// The order itself (status, buttons, goods, money, address) is its own chunk: it loads while the order
// is being fetched (the page shows skeletons until then), so the route's first screen does not wait for it.
const loadBody = () => import('./order-detail-body');
const OrderDetailBody = lazy(() => loadBody().then((m) => ({ default: m.OrderDetailBody })));

interface OrderDetailViewProps {
  orderId: string;
  listHref: string;
  goodsHref?: (goodsId: string) => string;
}

const Pending = () => (
  <div className="order-detail" aria-busy="true">
    <Skeleton height="96px" />
    <Skeleton height="160px" />
  </div>
);

/** The order page shared by the desktop and the mobile site: status and next step, buttons, address, goods, money, history. */
export function OrderDetailView({ orderId, listHref, goodsHref }: OrderDetailViewProps) {
  const { t } = useTranslation('order');
  const order = useOrder(orderId);
  useCatalogTexts();
  useEffect(() => {
    if (orderId) void loadBody();
  }, [orderId]);

  if (!orderId) {
    return (
      <EmptyState title={t('detail.missing')}>
        <Link className="btn btn--primary" to={listHref}>
          <span>{t('detail.backToList')}</span>
        </Link>
      </EmptyState>
    );
  }
  if (order.isPending) return <Pending />;
  if (order.isError || !order.data) {
    return (
      <div className="order-detail">
        <ErrorState message={order.error?.message || t('detail.notFound')} onRetry={() => void order.refetch()} />
        <Link to={listHref}>{t('detail.backToList')}</Link>
      </div>
    );
  }
  return (
    <Suspense fallback={<Pending />}>
      <OrderDetailBody o={order.data} listHref={listHref} goodsHref={goodsHref} />
    </Suspense>
  );
}
