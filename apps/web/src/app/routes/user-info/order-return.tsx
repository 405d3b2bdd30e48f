import { useTranslation } from 'react-i18next';
import { ReturnPageView } from '@/app/order/return-page';
import { OrderPageFrame } from '@/features/order/components/order-page-frame';
import '@/styles/order.css';
import '@/features/after-sale/after-sale.css';

/** /userInfo/order-return?orderId=: ask for a refund (reason, detail, photos), then follow its state. */
export default function OrderReturnPage() {
  const { t } = useTranslation('aftersale');
  return <OrderPageFrame title={t('page.title')}>{(links) => <ReturnPageView {...links} />}</OrderPageFrame>;
}
