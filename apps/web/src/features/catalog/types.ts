import type { GoodAttrWire, GoodsDetailWire, PageA, PageInfo, SkuWire, StoreCardWire } from '@mall/contracts';

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

/** A SKU as the pages use it: `img` an empty list when it has no pictures of its own (null on the wire). */
export type Sku = Omit<SkuWire, 'img'> & { img: string[] };

/**
 * `sellerGoods!info` as the pages use it (get-goods-detail.ts): the `imgUrl1..10` pictures as one list
 * and SKUs as above. `des` and `imgDes` are HTML sanitized by the server (allow-list).
 */
export type GoodsDetail = Omit<GoodsDetailWire, `imgUrl${number}` | 'canSelectAttributes'> & {
  images: string[];
  canSelectAttributes: { goodAttrs: GoodAttrWire[]; skus: Sku[] };
};

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
