import { useTranslation } from 'react-i18next';
import { PaySuccessView } from '@/features/checkout/components/pay-success-view';
import { usePageTitle } from '@/lib/use-page-title';

const orderHref = (id: string) => `/userInfo/order-detail?orderId=${encodeURIComponent(id)}`;

/** `/paySuccess?orderId=<ids>`: after paying from the balance, or back from the card provider. */
export default function PaySuccessPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('success.title'));
  return (
    <div className="container page-pad">
      <PaySuccessView shopHref="/index" ordersHref="/userInfo/my-order" orderHref={orderHref} />
    </div>
  );
}
