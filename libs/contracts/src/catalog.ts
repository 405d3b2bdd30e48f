import { z } from 'zod';

/**
 * The catalogue on the `.action` wire (contract §4.2–4.3): goods, their options, stores, categories.
 * Money is a JSON number in USDT parsed from the exact decimal text. A `<text>Lang` field names the
 * language the server chose that text in (the reader's, else English, else the store's own; null when
 * there is none). The web imports only the types: a value exported here would bring zod into its bundle.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const textLang = z.string().nullable();

/** Goods card (lists, recommendations, search). */
export const GoodsCardWire = z.object({
  id: z.string(),
  name: z.string(),
  nameLang: textLang,
  imgUrl1: z.string(),
  sellingPrice: z.number(),
  discountPrice: z.number().nullable(),
  /** fraction off with 2 decimals, e.g. 0.25; 0 without a discount */
  discountRatio: z.number(),
  soldNum: z.number().int(),
  isKeep: flag,
  isShelf: flag,
  sellerId: z.string(),
});
export type GoodsCardWire = z.infer<typeof GoodsCardWire>;

/** Store card (`seller!list`, `search-keyword`'s sellerList). `fakeSoldNum` is always 0 and never shown. */
export const StoreCardWire = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** share of good reviews, 0..1 with 4 decimals */
  highOpinion: z.number(),
  sellerGoodsNum: z.number().int(),
  soldNum: z.number().int(),
  fakeSoldNum: z.literal(0),
  viewsNum: z.number().int(),
  focusNum: z.number().int(),
});
export type StoreCardWire = z.infer<typeof StoreCardWire>;

/** `seller!info`: the store card with its page. */
export const StoreInfoWire = StoreCardWire.extend({
  banner1: z.string(),
  banner2: z.string(),
  banner3: z.string(),
  shopRemark: z.string(),
  shopRemarkLang: textLang,
  facebook: z.string(),
  google: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  youtube: z.string(),
  isFocus: flag,
  /** ours: the signed-in viewer owns this store (the web hides "Contact seller") */
  isOwn: flag,
});
export type StoreInfoWire = z.infer<typeof StoreInfoWire>;

/** A value of an option (colour "Red"), with its swatch when it has one. */
export const AttrValueWire = z.object({
  attrValueId: z.string(),
  attrValueName: z.string(),
  attrValueNameLang: textLang,
  isIcon: flag,
  iconImg: z.string(),
});
export type AttrValueWire = z.infer<typeof AttrValueWire>;

/** An option of a goods (colour, size) and its values. */
export const GoodAttrWire = z.object({
  attrId: z.string(),
  attrName: z.string(),
  attrNameLang: textLang,
  attrValues: z.array(AttrValueWire),
});
export type GoodAttrWire = z.infer<typeof GoodAttrWire>;

/** A SKU: one combination of option values, its price, stock and pictures. */
export const SkuWire = z.object({
  skuId: z.string(),
  attrs: z.array(
    z.object({
      attrId: z.string(),
      attrValueId: z.string(),
      attrName: z.string(),
      attrNameLang: textLang,
      attrValueName: z.string(),
      attrValueNameLang: textLang,
    }),
  ),
  sellingPrice: z.number(),
  discountPrice: z.number().nullable(),
  /** the list price (old clients strike it through when `discountPrice` is set) */
  price: z.number(),
  stock: z.number().int(),
  /** null without pictures of its own, as the old backend sent (clients show the goods pictures) */
  img: z.array(z.string()).nullable(),
  coverImg: z.string(),
  iconImg: z.string(),
  hidden: flag,
});
export type SkuWire = z.infer<typeof SkuWire>;

const imgUrls = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`imgUrl${i + 1}`, z.string()])) as Record<
  `imgUrl${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`,
  z.ZodString
>;

/** `sellerGoods!info`: the goods page (`des`, `imgDes`: HTML sanitized by the server, allow-list). */
export const GoodsDetailWire = z.object({
  id: z.string(),
  goodsId: z.string(),
  sellerId: z.string(),
  name: z.string(),
  nameLang: textLang,
  des: z.string(),
  desLang: textLang,
  imgDes: z.string(),
  imgDesLang: textLang,
  /** `imgUrl1..imgUrl10`, '' when none */
  ...imgUrls,
  sellingPrice: z.number(),
  discountPrice: z.number().nullable(),
  discountRatio: z.number(),
  soldNum: z.number().int(),
  viewsNum: z.number().int(),
  buyMin: z.number().int(),
  isShelf: flag,
  isKeep: flag,
  freightAmount: z.number(),
  goodsTax: z.number(),
  unit: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  categoryNameLang: textLang,
  seller: StoreCardWire.pick({
    id: true,
    name: true,
    avatar: true,
    soldNum: true,
    fakeSoldNum: true,
    sellerGoodsNum: true,
    focusNum: true,
    highOpinion: true,
  }).extend({ isOwn: flag }),
  canSelectAttributes: z.object({ goodAttrs: z.array(GoodAttrWire), skus: z.array(SkuWire), skuImg: flag }),
  /** the old field of free-form attributes: always empty */
  attributes: z.array(z.never()),
});
export type GoodsDetailWire = z.infer<typeof GoodsDetailWire>;

/** `keepGoods!list` row: a kept (favourite) goods with its first four pictures. */
export const KeptGoodsWire = z.object({
  id: z.string(),
  name: z.string(),
  nameLang: textLang,
  imgUrl1: z.string(),
  imgUrl2: z.string(),
  imgUrl3: z.string(),
  imgUrl4: z.string(),
  sellingPrice: z.number(),
  discountPrice: z.number().nullable(),
  discountRatio: z.number(),
  sellerId: z.string(),
  isShelf: flag,
});
export type KeptGoodsWire = z.infer<typeof KeptGoodsWire>;

/** `focusSeller!list` row: a followed store. */
export const FollowedStoreWire = z.object({
  sellerId: z.string(),
  sellerVo: StoreCardWire.omit({ sellerGoodsNum: true }),
});
export type FollowedStoreWire = z.infer<typeof FollowedStoreWire>;

/** A sub-category of the tree (`iconImg` only with details). */
export const CategoryLeafWire = z.object({ categoryId: z.string(), name: z.string(), nameLang: textLang, iconImg: z.string().optional() });
/** A top category of `category!tree` with its sub-categories (`iconImg`, `des` only with details). */
export const CategoryNodeWire = CategoryLeafWire.extend({
  des: z.string().optional(),
  desLang: textLang.optional(),
  subList: z.array(CategoryLeafWire),
});
export type CategoryNodeWire = z.infer<typeof CategoryNodeWire>;

/** A recommended category card. */
export const CategoryCardWire = z.object({
  categoryId: z.string(),
  name: z.string(),
  nameLang: textLang,
  iconImg: z.string(),
  des: z.string(),
  desLang: textLang,
  sort: z.number().int(),
});
export type CategoryCardWire = z.infer<typeof CategoryCardWire>;
