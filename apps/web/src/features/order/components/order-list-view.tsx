import { Suspense, lazy, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogTexts } from './use-catalog-texts';
import { Skeleton } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { useOrderCounts } from '@/features/order/api/count-orders';
import { useOrders } from '@/features/order/api/list-orders';
import { ORDER_TABS, ORDERS_PAGE_SIZE, tabCount, tabOfStatus } from '@/features/order/rules';

// The order cards (with their buttons and pictures) are a chunk of their own: it loads while the orders
// are being fetched (the list shows skeletons until then), so the route's first screen does not wait for it.
const loadCard = () => import('./order-card');
const OrderCard = lazy(() => loadCard().then((m) => ({ default: m.OrderCard })));

interface OrderListViewProps {
  /** the page's own address (tabs and pages are its query: `?status=&page=`) */
  basePath: string;
  detailHref: (orderId: string) => string;
  /** where "start shopping" leads from an empty list */
  shopHref: string;
}

function ListSkeleton() {
  return (
    <div className="order-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="surface-card order-card">
          <Skeleton height="18px" width="40%" />
          <Skeleton height="64px" />
        </div>
      ))}
    </div>
  );
}

/** Tabs by status (kept in the address as `?status=`), the orders of the tab, 5 a page. */
export function OrderListView({ basePath, detailHref, shopHref }: OrderListViewProps) {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  useCatalogTexts();
  useEffect(() => void loadCard(), []);
  const tab = tabOfStatus(params.get('status'));
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const orders = useOrders(tab.status, page, ORDERS_PAGE_SIZE);
  const counts = useOrderCounts();
  const query = (status: string, p = 1) => {
    const q = new URLSearchParams();
    if (status) q.set('status', status);
    if (p > 1) q.set('page', String(p));
    const s = q.toString();
    return s ? `${basePath}?${s}` : basePath;
  };
  const rows = orders.data?.pageList ?? [];

  return (
    <div className="order-list-view">
      <nav className="tabs order-tabs" aria-label={t('tabs.label')}>
        {ORDER_TABS.map((k) => {
          const n = tabCount(k.key, counts.data);
          return (
            <Link
              key={k.key}
              to={query(k.status)}
              replace
              className={`tabs__tab order-tabs__tab${tab.key === k.key ? ' tabs__tab--active' : ''}`}
              aria-current={tab.key === k.key ? 'page' : undefined}
              data-testid={`order-tab-${k.key}`}
            >
              <span>{t(`tabs.${k.key}`)}</span>
              {n > 0 ? (
                <span className="count-badge order-count" data-testid={`order-tab-count-${k.key}`}>
                  <span className="visually-hidden">(</span>
                  <bdi dir="ltr">{n > 99 ? '99+' : n}</bdi>
                  <span className="visually-hidden">)</span>
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>

      <section aria-label={t(`tabs.${tab.key}`)} aria-busy={orders.isFetching || undefined} data-testid="order-list">
        {orders.isPending ? (
          <ListSkeleton />
        ) : orders.isError ? (
          <ErrorState message={orders.error.message || undefined} onRetry={() => void orders.refetch()} />
        ) : !rows.length ? (
          <EmptyState title={t(`empty.${tab.key}`)} text={t('empty.text')}>
            <Link className="btn btn--primary" to={shopHref}>
              <span>{t('empty.shop')}</span>
            </Link>
          </EmptyState>
        ) : (
          <>
            <Suspense fallback={<ListSkeleton />}>
              <div className="order-list">
                {rows.map((r) => (
                  <OrderCard key={r.id} row={r} detailHref={detailHref(r.id)} />
                ))}
              </div>
            </Suspense>
            <Pagination pageInfo={orders.data.pageInfo} hrefFor={(p) => query(tab.status, p)} />
          </>
        )}
      </section>
    </div>
  );
}
