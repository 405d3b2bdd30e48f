import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OrderDetailView } from '@/features/order/components/order-detail-view';
import { usePageTitle } from '@/lib/use-page-title';
import '@/styles/order.css';

const goodsHref = (id: string) => `/productDetails?id=${encodeURIComponent(id)}`;

/** /userInfo/order-detail?orderId=: one order with its goods, money, address and logistics timeline. */
export default function OrderDetailPage() {
  const { t } = useTranslation('order');
  usePageTitle(t('detail.title'));
  const [params] = useSearchParams();
  const orderId = (params.get('orderId') ?? '').trim();
  return (
    <div className="orders-page">
      <header className="page-head">
        <nav className="breadcrumb" aria-label={t('common:nav.breadcrumb')}>
          <Link to="/userInfo/my-order">{t('list.title')}</Link>
          <span className="breadcrumb__sep" aria-hidden="true" />
          <span aria-current="page">{t('detail.title')}</span>
        </nav>
        <h1 className="page-title">{t('detail.title')}</h1>
      </header>
      <OrderDetailView orderId={orderId} listHref="/userInfo/my-order" goodsHref={goodsHref} />
    </div>
  );
}
