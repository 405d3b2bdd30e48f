import type { PageA, PageInfo } from '@mall/contracts';

export type { PageA, PageInfo };

/** 0 = off; 1 and 2 are the two directions (price: 1 = low → high; the others: 1 = most / newest first). */
export type SortFlag = 0 | 1 | 2;
export type SortKey = 'isNew' | 'isPrice' | 'isHot';
export type SortFlags = Partial<Record<SortKey, SortFlag>>;

/**
 * `<text>Lang` fields: the language the server chose a text in (the reader's, else English, else the
 * store's own; a request code; null when there is none). Absent from older servers.
 */
export type TextLang = string | null | undefined;

/** Goods card (lists, recommendations, search). Money is a JSON number in USDT. */
export interface GoodsCard {
  id: string;
  name: string;
  nameLang?: TextLang;
  imgUrl1: string;
  sellingPrice: number;
  discountPrice: number | null;
  /** fraction off, e.g. 0.25 */
  discountRatio: number;
  soldNum: number;
  isKeep: 0 | 1;
  isShelf: 0 | 1;
  sellerId: string;
}

/** Store card (`seller!list`, `search-keyword`'s sellerList). `fakeSoldNum` is never shown. */
export interface StoreCard {
  id: string;
  name: string;
  avatar: string;
  /** share of good reviews, 0..1 */
  highOpinion: number;
  sellerGoodsNum: number;
  soldNum: number;
  viewsNum: number;
  focusNum: number;
}

export interface StoreInfo extends StoreCard {
  banner1: string;
  banner2: string;
  banner3: string;
  shopRemark: string;
  shopRemarkLang?: TextLang;
  facebook: string;
  google: string;
  instagram: string;
  twitter: string;
  youtube: string;
  isFocus: 0 | 1;
  /** the signed-in viewer owns this store (our extension; absent from older servers) */
  isOwn?: 0 | 1;
}

export interface Banner {
  id: string;
  imgUrl: string;
  link: string;
}

export interface CategoryNode {
  categoryId: string;
  name: string;
  iconImg?: string;
  des?: string;
  subList: { categoryId: string; name: string; iconImg?: string }[];
}

export interface CategoryCard {
  categoryId: string;
  name: string;
  iconImg: string;
  des: string;
  sort: number;
}

export interface AttrValue {
  attrValueId: string;
  attrValueName: string;
  attrValueNameLang?: TextLang;
  isIcon: 0 | 1;
  iconImg: string;
}

export interface GoodAttr {
  attrId: string;
  attrName: string;
  attrNameLang?: TextLang;
  attrValues: AttrValue[];
}

export interface Sku {
  skuId: string;
  attrs: { attrId: string; attrValueId: string; attrName: string; attrValueName: string }[];
  sellingPrice: number;
  discountPrice: number | null;
  price: number;
  stock: number;
  img: string[];
  coverImg: string;
  hidden: 0 | 1;
}

export interface GoodsDetail {
  id: string;
  sellerId: string;
  name: string;
  nameLang?: TextLang;
  /** HTML sanitized by the server (allow-list). */
  des: string;
  desLang?: TextLang;
  /** HTML sanitized by the server (allow-list). */
  imgDes: string;
  imgDesLang?: TextLang;
  images: string[];
  sellingPrice: number;
  discountPrice: number | null;
  discountRatio: number;
  soldNum: number;
  viewsNum: number;
  buyMin: number;
  isShelf: 0 | 1;
  isKeep: 0 | 1;
  freightAmount: number;
  goodsTax: number;
  unit: string;
  categoryId: string;
  categoryName: string;
  categoryNameLang?: TextLang;
  seller: Pick<StoreCard, 'id' | 'name' | 'avatar' | 'soldNum' | 'sellerGoodsNum' | 'focusNum' | 'highOpinion'> & {
    /** the signed-in viewer owns this store (our extension; absent from older servers) */
    isOwn?: 0 | 1;
  };
  canSelectAttributes: { goodAttrs: GoodAttr[]; skus: Sku[] };
}

export interface KeptGoods {
  id: string;
  name: string;
  nameLang?: TextLang;
  imgUrl1: string;
  sellingPrice: number;
  discountPrice: number | null;
  discountRatio: number;
  sellerId: string;
  isShelf: 0 | 1;
}

export interface FollowedStore {
  sellerId: string;
  sellerVo: { name: string; avatar: string; soldNum: number; highOpinion: number; viewsNum: number; focusNum: number };
}

export interface SearchKeywordResult {
  sellerList: StoreCard[];
  goodsList: { id: string; name: string }[];
}

export interface Suggestion {
  type: 'store' | 'goods';
  id: string;
  name: string;
  /** goods: the language of `name` */
  nameLang?: TextLang;
}
