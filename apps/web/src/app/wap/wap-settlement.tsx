import { useTranslation } from 'react-i18next';
import { goodsDetailQueryOptions } from '@/features/catalog/api/get-goods-detail';
import { SettlementView, type GoodsDetailQuery, type SettlementLinks } from '@/features/checkout/components/settlement-view';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';
import { wapGoods, wapShop } from './links';

/** The goods' current prices, freight and tax, through the catalogue's per-goods cache (as the signed-in buyer). */
const goodsDetail: GoodsDetailQuery = (qc, lang, id) => qc.fetchQuery(goodsDetailQueryOptions(lang, id, 'user'));

const links: SettlementLinks = { goods: wapGoods, store: wapShop, shop: '/wap/cart', orders: '/wap/orders' };

/** /wap/settlement (signed in): the settlement page in the mobile layout, the pay dialog as on desktop. */
export default function WapSettlementPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('title'));
  return (
    <div className="wap-page">
      <SettlementView links={links} goodsDetail={goodsDetail} variant="wap" bar={<PageBar title={t('title')} fallback="/wap/cart" />} />
    </div>
  );
}
