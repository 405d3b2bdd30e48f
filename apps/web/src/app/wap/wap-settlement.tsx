import { useTranslation } from 'react-i18next';
import { SettlementView, type SettlementLinks } from '@/features/checkout/components/settlement-view';
import { settlementSources } from '@/app/settlement-sources';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';
import { wapGoods, wapShop } from './links';

const links: SettlementLinks = { goods: wapGoods, store: wapShop, shop: '/wap/cart', orders: '/wap/orders' };

/** /wap/settlement (signed in): the settlement page in the mobile layout, the pay dialog as on desktop. */
export default function WapSettlementPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('title'));
  return (
    <div className="wap-page">
      <SettlementView links={links} sources={settlementSources} variant="wap" bar={<PageBar title={t('title')} fallback="/wap/cart" />} />
    </div>
  );
}
