import { useTranslation } from 'react-i18next';
import { OrderListView } from '@/features/order/components/order-list-view';
import { usePageTitle } from '@/lib/use-page-title';
import '@/styles/order.css';

const detailHref = (id: string) => `/userInfo/order-detail?orderId=${encodeURIComponent(id)}`;

/** /userInfo/my-order: the buyer's orders by status (`?status=`), 5 a page (`?page=`). */
export default function MyOrderPage() {
  const { t } = useTranslation('order');
  usePageTitle(t('list.title'));
  return (
    <div className="orders-page">
      <header className="page-head">
        <h1 className="page-title">{t('list.title')}</h1>
      </header>
      <OrderListView basePath="/userInfo/my-order" detailHref={detailHref} shopHref="/index" />
    </div>
  );
}
