import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReviewPageView } from '@/features/evaluation/components/review-page';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from './components/page-bar';
import { wapGoods } from './links';
import '@/styles/order.css';
import '@/features/after-sale/after-sale.css';

/** /wap/order-evaluation?orderId=: review the goods of a received order on the mobile site. */
export default function WapOrderEvaluationPage() {
  const { t } = useTranslation('evaluation');
  usePageTitle(t('page.title'));
  const [params] = useSearchParams();
  const orderId = (params.get('orderId') ?? '').trim();
  const orderHref = `/wap/order?orderId=${encodeURIComponent(orderId)}`;
  return (
    <div className="wap-page orders-page orders-page--wap">
      <PageBar title={t('page.title')} fallback={orderId ? orderHref : '/wap/orders'} />
      <div className="wap-pad">
        <ReviewPageView orderId={orderId} orderHref={orderHref} listHref="/wap/orders" goodsHref={wapGoods} />
      </div>
    </div>
  );
}
