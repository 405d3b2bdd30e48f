import type { CategoryCardWire, CategoryNodeWire, GoodsCardWire, StoreCardWire } from '@mall/contracts';
import type { GoodsCardRow, SellerCardRow } from '../../modules/catalog';
import { localized } from '../../modules/catalog';
import { discountRatio, wireAmount, wireAmountOrNull } from '../wire-money';

export function goodsCard(r: GoodsCardRow, lang: string): GoodsCardWire {
  return {
    id: r.id,
    ...localized('name', r.name_i18n, lang, r.seller_lang),
    imgUrl1: r.img ?? '',
    sellingPrice: wireAmount(r.selling_price),
    discountPrice: wireAmountOrNull(r.discount_price),
    discountRatio: discountRatio(r.selling_price, r.discount_price),
    soldNum: Number(r.sold_num),
    isKeep: r.is_keep ? 1 : 0,
    isShelf: r.is_shelf ? 1 : 0,
    sellerId: r.seller_id,
  };
}

/** Share of good reviews, 4 decimals; 0 with no reviews. */
export function highOpinion(good: number, total: number): number {
  return total > 0 ? Math.round((good / total) * 10000) / 10000 : 0;
}

export function storeCard(s: SellerCardRow): StoreCardWire {
  return {
    id: s.id,
    name: s.name,
    avatar: s.avatar,
    highOpinion: highOpinion(s.good_reviews, s.total_reviews),
    sellerGoodsNum: Number(s.goods_num),
    soldNum: Number(s.sold_num),
    fakeSoldNum: 0,
    viewsNum: Number(s.views_num),
    focusNum: s.focus_num,
  };
}

interface CategoryRow {
  id: string;
  parent_id: string | null;
  name_i18n: Record<string, string>;
  des_i18n?: Record<string, string>;
  icon_img: string;
  sort: number;
}

/** Two-level tree: top categories with `subList`. Categories are the mall's own: reader's language, else English. */
export function categoryTree(rows: CategoryRow[], lang: string, withDetails: boolean): CategoryNodeWire[] {
  const top = rows.filter((r) => !r.parent_id);
  return top.map((c) => ({
    categoryId: c.id,
    ...localized('name', c.name_i18n, lang),
    ...(withDetails ? { iconImg: c.icon_img, ...localized('des', c.des_i18n, lang) } : {}),
    subList: rows
      .filter((r) => r.parent_id === c.id)
      .map((s) => ({ categoryId: s.id, ...localized('name', s.name_i18n, lang), ...(withDetails ? { iconImg: s.icon_img } : {}) })),
  }));
}

export function categoryCard(c: CategoryRow, lang: string): CategoryCardWire {
  return {
    categoryId: c.id,
    ...localized('name', c.name_i18n, lang),
    iconImg: c.icon_img,
    ...localized('des', c.des_i18n, lang),
    sort: c.sort,
  };
}
