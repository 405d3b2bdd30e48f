import { useTranslation } from 'react-i18next';
import { goodsDetailQueryOptions } from '@/features/catalog/api/get-goods-detail';
import { SettlementView, type GoodsDetailQuery, type SettlementLinks } from '@/features/checkout/components/settlement-view';
import { usePageTitle } from '@/lib/use-page-title';

/** The goods' current prices, freight and tax, through the catalogue's per-goods cache (as the signed-in buyer). */
const goodsDetail: GoodsDetailQuery = (qc, lang, id) => qc.fetchQuery(goodsDetailQueryOptions(lang, id, 'user'));

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
      <SettlementView links={links} goodsDetail={goodsDetail} variant="desktop" />
    </div>
  );
}
