import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReturnPageView } from '@/features/after-sale/components/return-page';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from './components/page-bar';
import '@/styles/order.css';
import '@/features/after-sale/after-sale.css';

/** /wap/order-return?orderId=: the refund request and its state on the mobile site. */
export default function WapOrderReturnPage() {
  const { t } = useTranslation('aftersale');
  usePageTitle(t('page.title'));
  const [params] = useSearchParams();
  const orderId = (params.get('orderId') ?? '').trim();
  const orderHref = `/wap/order?orderId=${encodeURIComponent(orderId)}`;
  return (
    <div className="wap-page orders-page orders-page--wap">
      <PageBar title={t('page.title')} fallback={orderId ? orderHref : '/wap/orders'} />
      <div className="wap-pad">
        <ReturnPageView orderId={orderId} orderHref={orderHref} listHref="/wap/orders" />
      </div>
    </div>
  );
}
