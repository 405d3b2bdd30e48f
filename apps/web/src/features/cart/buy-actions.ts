/**
 * "Add to cart" and "Buy now" of a goods page: loaded on the first tap (use-buy-actions.ts), with the
 * cart's storage and texts.
 */
import { toast } from '@/components/ui/toast-store';
import { i18n } from '@/lib/i18n';
import { getToken } from '@/lib/session';
import { isBuyable, selectedSku, type SkuSelection } from '@/lib/sku';
import type { GoodsDetail } from '@/lib/sku';
import { clampQty, maxBuyNow, paidPrice } from './cart-math';
import { addItem } from './cart-store';
import { writeCheckoutSelection } from '@/lib/checkout-selection';
import { lineKey, type NewCartItem } from './types';

/** The cart's texts, fetched on the first tap (the product page does not start with them). */
async function texts() {
  await i18n.loadNamespaces('cart');
  return i18n.getFixedT(null, 'cart');
}

/** What the page passes: the goods, the choice, and how to navigate. */
export interface BuyContext {
  goods: GoodsDetail;
  selection: SkuSelection;
  qty: number;
  /** the login page that brings the visitor back (a visitor's "added" notice links to it) */
  loginHref: string;
  navigate: (to: string) => void;
}

/** The line for this choice, or null after telling the user what is missing. */
async function lineFor({ goods, selection, qty }: BuyContext): Promise<NewCartItem | null> {
  const t = await texts();
  if (goods.isShelf !== 1) {
    toast.error(t('offShelf'));
    return null;
  }
  const { goodAttrs, skus } = goods.canSelectAttributes;
  const missing = goodAttrs.filter((a) => !selection[a.attrId]).map((a) => a.attrName);
  if (missing.length) {
    toast.error(t('chooseOptions', { options: missing.join(', ') }));
    return null;
  }
  const sku = selectedSku(goodAttrs, skus, selection);
  if (goodAttrs.length && (!sku || !isBuyable(sku))) {
    toast.error(t('unavailable'));
    return null;
  }
  return {
    goodsId: goods.id,
    skuId: sku ? sku.skuId : null,
    name: goods.name,
    image: (sku && (sku.img.find(Boolean) || sku.coverImg)) || goods.images[0] || '',
    price: paidPrice(sku ?? goods),
    attrs: sku ? sku.attrs.map((a) => `${a.attrName}: ${a.attrValueName}`).join(', ') : '',
    buyMin: goods.buyMin,
    count: clampQty(qty, goods.buyMin, maxBuyNow()),
    seller: { id: goods.seller.id || goods.sellerId, name: goods.seller.name },
  };
}

/** Adds the line (true), or says why not: options missing, already in the cart (spec §5). */
export async function addToCart(ctx: BuyContext): Promise<boolean> {
  const line = await lineFor(ctx);
  if (!line) return false;
  const t = await texts();
  const result = await addItem(line, maxBuyNow());
  if (result === 'exists') {
    toast.warning(t('exists'));
    return false;
  }
  if (getToken()) toast.success(t('added'));
  // a visitor's cart is kept on this device and joins their account's cart when they log in
  else toast.info(t('addedGuest'), { label: i18n.t('common:header.login'), href: ctx.loginHref });
  return true;
}

/** Straight to the settlement page with this one line (the cart is left as it is). */
export async function buyNow(ctx: BuyContext, settlementPath: string): Promise<boolean> {
  const line = await lineFor(ctx);
  if (!line) return false;
  writeCheckoutSelection([{ ...line, key: lineKey(line.goodsId, line.skuId), fromCart: false }]);
  ctx.navigate(settlementPath);
  return true;
}
