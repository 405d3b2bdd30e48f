import type { PageA, PageInfo, StoreCardWire } from '@mall/contracts';

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

/**
 * The catalogue as the API sends it (`@mall/contracts` catalog): goods cards, stores, categories,
 * favourites and the goods page's options. Money is a JSON number in USDT.
 */
export type {
  GoodsCardWire as GoodsCard,
  StoreCardWire as StoreCard,
  StoreInfoWire as StoreInfo,
  CategoryNodeWire as CategoryNode,
  CategoryCardWire as CategoryCard,
  AttrValueWire as AttrValue,
  GoodAttrWire as GoodAttr,
  KeptGoodsWire as KeptGoods,
  FollowedStoreWire as FollowedStore,
} from '@mall/contracts';

export interface Banner {
  id: string;
  imgUrl: string;
  link: string;
}

export type { GoodsDetail, Sku } from '@/lib/sku';

export interface SearchKeywordResult {
  sellerList: StoreCardWire[];
  goodsList: { id: string; name: string }[];
}

export interface Suggestion {
  type: 'store' | 'goods';
  id: string;
  name: string;
  /** goods: the language of `name` */
  nameLang?: TextLang;
}
