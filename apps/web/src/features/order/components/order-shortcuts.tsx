import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { useOrderCounts } from '@/features/order/api/count-orders';
import { ORDER_TABS, tabCount, type OrderTabKey } from '@/features/order/rules';
import '@/styles/order.css';

const SHORTCUTS: readonly OrderTabKey[] = ['toPay', 'toShip', 'toReceive', 'toReview', 'afterSales'];

/**
 * Links to the order tabs that wait for something, each with its count (`order!countOrderStatus`), and
 * "all orders": the user centre's dashboard and the mobile "me" page. Loads its `order` texts itself.
 */
export function OrderShortcuts({ basePath }: { basePath: string }) {
  const { t, ready } = useTranslation('order');
  const counts = useOrderCounts();
  if (!ready) return <Skeleton height="56px" />;
  return (
    <nav aria-label={t('shortcuts.title')} data-testid="order-shortcuts">
      <ul className="order-shortcuts">
        {SHORTCUTS.map((key) => {
          const status = ORDER_TABS.find((tab) => tab.key === key)!.status;
          const n = tabCount(key, counts.data);
          return (
            <li key={key}>
              <Link to={`${basePath}?status=${status}`} data-testid={`order-shortcut-${key}`}>
                <span className={`order-shortcuts__n${n > 0 ? ' order-shortcuts__n--on' : ''}`} data-testid={`order-shortcut-count-${key}`}>
                  {counts.isPending ? '–' : <bdi dir="ltr">{n > 99 ? '99+' : n}</bdi>}
                </span>
                <span>{t(`tabs.${key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to={basePath} data-testid="order-shortcut-all">
        {t('shortcuts.all')}
      </Link>
    </nav>
  );
}
