import { useTranslation } from 'react-i18next';
import { OrderListView } from '@/features/order/components/order-list-view';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';
import '@/styles/order.css';

const detailHref = (id: string) => `/wap/order?orderId=${encodeURIComponent(id)}`;

/** /wap/orders: the buyer's orders by status (`?status=`), 5 a page. */
export default function WapOrdersPage() {
  const { t } = useTranslation('order');
  usePageTitle(t('list.title'));
  return (
    <div className="wap-page orders-page orders-page--wap">
      <PageBar title={t('list.title')} fallback="/wap/me" />
      <div className="wap-pad">
        <OrderListView basePath="/wap/orders" detailHref={detailHref} shopHref="/wap" />
      </div>
    </div>
  );
}
