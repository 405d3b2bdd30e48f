import type { SettlementSources } from '@/features/checkout/components/settlement-view';
import { goodsDetailQueryOptions } from '@/features/catalog/api/get-goods-detail';

/**
 * The settlement page's links to the catalogue and the cart (desktop and /wap): the goods' current
 * prices, freight and tax as the signed-in buyer, and the cart store, loaded only once an order is placed.
 */
export const settlementSources: SettlementSources = {
  goodsDetail: (qc, lang, id) => qc.fetchQuery(goodsDetailQueryOptions(lang, id, 'user')),
  removeFromCart: (keys) => void import('@/features/cart/cart-store').then((m) => m.removeItems(keys)),
};
