import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OrderDetailView } from '@/features/order/components/order-detail-view';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';
import { wapGoods } from './links';
import '@/styles/order.css';

/** /wap/order?orderId=: one order (goods, money, address, logistics timeline) on the mobile site. */
export default function WapOrderPage() {
  const { t } = useTranslation('order');
  usePageTitle(t('detail.title'));
  const [params] = useSearchParams();
  const orderId = (params.get('orderId') ?? '').trim();
  return (
    <div className="wap-page orders-page orders-page--wap">
      <PageBar title={t('detail.title')} fallback="/wap/orders" />
      <div className="wap-pad">
        <OrderDetailView orderId={orderId} listHref="/wap/orders" goodsHref={wapGoods} />
      </div>
    </div>
  );
}
