import { useTranslation } from 'react-i18next';
import { ReviewPageView } from '@/app/order/review-page';
import { WapOrderPageFrame } from '@/features/order/components/wap-order-page-frame';
import { wapGoods } from './links';
import '@/styles/order.css';
import '@/features/after-sale/after-sale.css';

/** /wap/order-evaluation?orderId=: review the goods of a received order on the mobile site. */
export default function WapOrderEvaluationPage() {
  const { t } = useTranslation('evaluation');
  return <WapOrderPageFrame title={t('page.title')}>{(links) => <ReviewPageView {...links} goodsHref={wapGoods} />}</WapOrderPageFrame>;
}
