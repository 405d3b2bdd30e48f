import { useTranslation } from 'react-i18next';
import { ReturnPageView } from '@/app/order/return-page';
import { WapOrderPageFrame } from '@/features/order/components/wap-order-page-frame';
import '@/styles/order.css';
import '@/features/after-sale/after-sale.css';

/** /wap/order-return?orderId=: the refund request and its state on the mobile site. */
export default function WapOrderReturnPage() {
  const { t } = useTranslation('aftersale');
  return <WapOrderPageFrame title={t('page.title')}>{(links) => <ReturnPageView {...links} />}</WapOrderPageFrame>;
}
