/**
 * Sort flags of sellerGoods!list/search: isNew, isRec, isPrice, isHot each 0 (off), 1 or 2 (the two
 * directions; the client cycles 1 → 2 → 0). The first flag set wins; relevance/newest otherwise.
 */
export type GoodsSort = { by: 'new' | 'rec' | 'price' | 'hot'; dir: 'asc' | 'desc' } | null;

export function goodsSort(p: { isNew?: string; isRec?: string; isPrice?: string; isHot?: string }): GoodsSort {
  const flag = (v?: string) => (v === '1' ? 1 : v === '2' ? 2 : 0);
  // price: 1 = low→high; the others: 1 = most/newest first
  if (flag(p.isPrice)) return { by: 'price', dir: flag(p.isPrice) === 1 ? 'asc' : 'desc' };
  if (flag(p.isNew)) return { by: 'new', dir: flag(p.isNew) === 1 ? 'desc' : 'asc' };
  if (flag(p.isHot)) return { by: 'hot', dir: flag(p.isHot) === 1 ? 'desc' : 'asc' };
  if (flag(p.isRec)) return { by: 'rec', dir: flag(p.isRec) === 1 ? 'desc' : 'asc' };
  return null;
}

/**
 * ORDER BY for goods alias `g`. The tie-breaker follows the sort direction so each order is exactly
 * a listing index read forwards or backwards (migration catalog-listing-indexes).
 */
export function orderSql(s: GoodsSort, fallback = 'g.created_at desc, g.id desc'): string {
  if (!s) return fallback;
  const d = s.dir === 'asc' ? 'asc' : 'desc';
  switch (s.by) {
    case 'price':
      return `g.price_eff ${d}, g.id ${d}`;
    case 'new':
      return `g.created_at ${d}, g.id ${d}`;
    case 'hot':
      return `g.sold_num ${d}, g.id ${d}`;
    case 'rec':
      return `g.is_rec ${d}, g.rec_time ${d} nulls last, g.id ${d}`;
  }
}

/** A listing order by name, as search_goods_page() knows them (the same orders as orderSql). */
export type SearchSort = `${NonNullable<GoodsSort>['by']}_${NonNullable<GoodsSort>['dir']}`;

/** The search order for a sort; relevance is best sellers first. */
export function searchSort(s: GoodsSort): SearchSort {
  return s ? `${s.by}_${s.dir}` : 'hot_desc';
}
