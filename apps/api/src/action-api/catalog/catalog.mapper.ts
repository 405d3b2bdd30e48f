import type { CategoryCardWire, CategoryNodeWire, GoodsCardWire, GoodsDetailWire, KeptGoodsWire, StoreCardWire } from '@mall/contracts';
import type { GoodsCardRow, GoodsDetailRow, GoodsOptionRows, I18nText, KeptGoodsRow, SellerCardRow } from '../../modules/catalog';
import { chooseText, localized } from '../../modules/catalog';
import { sanitizeRichText } from '../../core/html/sanitize';
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

/** `imgUrl1..imgUrl<n>` of a goods' pictures, '' where there is none. */
function imgUrls(images: readonly string[] | null, n: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`imgUrl${i + 1}`, images?.[i] ?? '']));
}

/** `sellerGoods!info`: the goods page, its store card and its options (texts in the reader's language, HTML sanitized). */
export function goodsDetail(
  d: { goods: GoodsDetailRow; options: GoodsOptionRows; seller: SellerCardRow; isOwn: boolean },
  lang: string,
): GoodsDetailWire {
  const { goods: g, options, seller, isOwn } = d;
  const text = <K extends string>(key: K, t: I18nText | undefined) => localized(key, t, lang, g.seller_lang);
  const des = chooseText(g.des_i18n, lang, g.seller_lang);
  const imgDes = chooseText(g.img_des_i18n, lang, g.seller_lang);
  const valueById = new Map(options.values.map((v) => [v.id, v]));
  const attrById = new Map(options.attrs.map((a) => [a.id, a]));
  return {
    id: g.id,
    goodsId: g.id,
    sellerId: g.seller_id,
    ...text('name', g.name_i18n),
    des: sanitizeRichText(des.text),
    desLang: des.lang,
    imgDes: sanitizeRichText(imgDes.text),
    imgDesLang: imgDes.lang,
    ...(imgUrls(g.images, 10) as Pick<GoodsDetailWire, `imgUrl${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`>),
    sellingPrice: wireAmount(g.selling_price),
    discountPrice: wireAmountOrNull(g.discount_price),
    discountRatio: discountRatio(g.selling_price, g.discount_price),
    soldNum: Number(g.sold_num),
    // this view included (the counter moved in the same call)
    viewsNum: Number(g.views_num) + 1,
    buyMin: g.buy_min,
    isShelf: g.is_shelf && g.seller_status === 'open' ? 1 : 0,
    isKeep: g.is_keep ? 1 : 0,
    freightAmount: wireAmount(g.freight_amount),
    goodsTax: wireAmount(g.goods_tax),
    unit: g.unit,
    categoryId: g.category_id,
    ...localized('categoryName', g.category_name_i18n, lang),
    seller: {
      id: seller.id,
      name: seller.name,
      avatar: seller.avatar,
      soldNum: Number(seller.sold_num),
      fakeSoldNum: 0,
      sellerGoodsNum: Number(seller.goods_num),
      focusNum: seller.focus_num,
      highOpinion: highOpinion(seller.good_reviews, seller.total_reviews),
      // our extension: the signed-in viewer owns this store (the web hides "Contact seller")
      isOwn: isOwn ? 1 : 0,
    },
    canSelectAttributes: {
      goodAttrs: options.attrs.map((a) => ({
        attrId: a.id,
        ...text('attrName', a.name_i18n),
        attrValues: options.values
          .filter((v) => v.attribute_id === a.id)
          .map((v) => ({ attrValueId: v.id, ...text('attrValueName', v.name_i18n), isIcon: v.icon_img ? 1 : 0, iconImg: v.icon_img })),
      })),
      skus: options.skus.map((k) => ({
        skuId: k.id,
        attrs: k.attr_value_ids.map((vid) => {
          const v = valueById.get(vid);
          const a = v && attrById.get(v.attribute_id);
          return { attrId: a?.id ?? '', attrValueId: vid, ...text('attrName', a?.name_i18n), ...text('attrValueName', v?.name_i18n) };
        }),
        sellingPrice: wireAmount(k.selling_price),
        discountPrice: wireAmountOrNull(k.discount_price),
        // `price` is the list price (old clients strike it through when `discountPrice` is set).
        price: wireAmount(k.selling_price),
        stock: k.stock,
        // No pictures of its own: null, as the old backend sent (clients show `sku.img || goods pictures`).
        img: k.images?.length ? k.images : null,
        coverImg: k.cover_img,
        iconImg: k.cover_img,
        hidden: k.hidden ? 1 : 0,
      })),
      skuImg: options.skus.some((k) => k.images.length > 0) ? 1 : 0,
    },
    attributes: [],
  };
}

/** `keepGoods!list` row: a kept goods with its first four pictures. */
export function keptGoods(g: KeptGoodsRow, lang: string): KeptGoodsWire {
  return {
    id: g.id,
    ...localized('name', g.name_i18n, lang, g.seller_lang),
    ...(imgUrls(g.images, 4) as Pick<KeptGoodsWire, 'imgUrl1' | 'imgUrl2' | 'imgUrl3' | 'imgUrl4'>),
    sellingPrice: wireAmount(g.selling_price),
    discountPrice: wireAmountOrNull(g.discount_price),
    discountRatio: discountRatio(g.selling_price, g.discount_price),
    sellerId: g.seller_id,
    isShelf: g.is_shelf ? 1 : 0,
  };
}
