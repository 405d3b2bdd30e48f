import { useTranslation } from 'react-i18next';
import { PaySuccessView } from '@/features/checkout/components/pay-success-view';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

const orderHref = (id: string) => `/wap/order?orderId=${encodeURIComponent(id)}`;

/** /wap/paySuccess?orderId=<ids> */
export default function WapPaySuccessPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('success.title'));
  return (
    <div className="wap-page">
      <PageBar title={t('success.title')} />
      <div className="wap-pad">
        <PaySuccessView shopHref="/wap" ordersHref="/wap/orders" orderHref={orderHref} />
      </div>
    </div>
  );
}
