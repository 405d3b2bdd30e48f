import { useTranslation } from 'react-i18next';
import { SettlementView, type SettlementLinks } from '@/features/checkout/components/settlement-view';
import { settlementSources } from '@/app/settlement-sources';
import { usePageTitle } from '@/lib/use-page-title';

const links: SettlementLinks = {
  goods: (id) => `/productDetails?id=${encodeURIComponent(id)}`,
  store: (id) => `/store?id=${encodeURIComponent(id)}`,
  shop: '/index',
  orders: '/userInfo/my-order',
};

/** `/settlement` (protected): address, goods per store with freight and tax, payment method, summary, pay. */
export default function SettlementPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('title'));
  return (
    <div className="container page-pad">
      <SettlementView links={links} sources={settlementSources} variant="desktop" />
    </div>
  );
}
