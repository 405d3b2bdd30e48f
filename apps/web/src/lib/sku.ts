import type { GoodAttrWire, GoodsDetailWire, SkuWire } from '@mall/contracts';

/**
 * The goods page's options as the pages use them (the product page, the cart's "buy", the settlement
 * re-check): a SKU's `img` is an empty list when it has no pictures of its own (null on the wire).
 */
export type Sku = Omit<SkuWire, 'img'> & { img: string[] };
type GoodAttr = GoodAttrWire;

/**
 * `sellerGoods!info` as the pages use it (catalog's get-goods-detail.ts): the `imgUrl1..10` pictures as
 * one list and SKUs as above. `des` and `imgDes` are HTML sanitized by the server (allow-list).
 */
export type GoodsDetail = Omit<GoodsDetailWire, `imgUrl${number}` | 'canSelectAttributes'> & {
  images: string[];
  canSelectAttributes: { goodAttrs: GoodAttrWire[]; skus: Sku[] };
};

/** attrId → chosen attrValueId */
export type SkuSelection = Record<string, string>;

/** A SKU that can be bought: not hidden and in stock. */
export function isBuyable(s: Sku): boolean {
  return !s.hidden && s.stock > 0;
}

function valueOf(s: Sku, attrId: string): string | undefined {
  return s.attrs.find((a) => a.attrId === attrId)?.attrValueId;
}

function matches(s: Sku, sel: SkuSelection): boolean {
  return Object.entries(sel).every(([attrId, valueId]) => valueOf(s, attrId) === valueId);
}

/** The SKU of a complete selection (every attribute chosen), if one exists. Goods without attributes have at most one SKU. */
export function selectedSku(attrs: GoodAttr[], skus: Sku[], sel: SkuSelection): Sku | undefined {
  if (!attrs.length) return skus.length === 1 ? skus[0] : undefined;
  if (!attrs.every((a) => sel[a.attrId])) return undefined;
  return skus.find((s) => matches(s, sel) && s.attrs.length === attrs.length);
}

/**
 * Whether choosing `valueId` for `attrId` (keeping the other choices) can still lead to a buyable
 * SKU. Values that cannot (sold out, hidden or no such combination) are shown disabled.
 */
export function isValueAvailable(skus: Sku[], sel: SkuSelection, attrId: string, valueId: string): boolean {
  const next = { ...sel, [attrId]: valueId };
  return skus.some((s) => isBuyable(s) && matches(s, next));
}

/** Choose (or, when chosen again, clear) a value. */
export function toggleValue(sel: SkuSelection, attrId: string, valueId: string): SkuSelection {
  const next = { ...sel };
  if (next[attrId] === valueId) delete next[attrId];
  else next[attrId] = valueId;
  return next;
}

/** Fraction off for a SKU price pair (2 decimals, rounded down like the server). */
export function ratioOf(selling: number, discount: number | null): number {
  if (discount === null || selling <= 0 || discount >= selling) return 0;
  return Math.floor(((selling - discount) / selling) * 100) / 100;
}

/** The price paid per unit: the discount price when set and above zero, else the selling price (as the server prices). */
export function paidPrice(p: { sellingPrice: number; discountPrice: number | null }): number {
  return p.discountPrice !== null && p.discountPrice > 0 ? p.discountPrice : p.sellingPrice;
}
