import { useTranslation } from 'react-i18next';
import { ReviewPageView } from '@/app/order/review-page';
import { OrderPageFrame } from '@/features/order/components/order-page-frame';
import '@/styles/order.css';
import '@/features/after-sale/after-sale.css';

const goodsHref = (id: string) => `/productDetails?id=${encodeURIComponent(id)}`;

/** /userInfo/order-evaluation?orderId=: review the goods of a received order (stars, text, photos). */
export default function OrderEvaluationPage() {
  const { t } = useTranslation('evaluation');
  return <OrderPageFrame title={t('page.title')}>{(links) => <ReviewPageView {...links} goodsHref={goodsHref} />}</OrderPageFrame>;
}
