import type { SellerCardRow } from '../../src/modules/catalog';

/** The mapper specs' sample store, as the catalogue repository reads it: `good` good reviews of `total`. */
export function sellerCardRow(good: number, total: number): SellerCardRow {
  return {
    id: 's1',
    name: 'Harbor Lane Goods',
    avatar: '',
    sold_num: '40',
    views_num: '900',
    focus_num: 3,
    good_reviews: good,
    total_reviews: total,
    goods_num: '12',
  };
}
