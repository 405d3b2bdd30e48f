import type { CartItem, CartSeller } from '@/lib/checkout-selection';

export type { CartSeller, CartItem, CheckoutLine } from '@/lib/checkout-selection';

/**
 * A line as the cart shows it: its name and options as the store sells it now, in the reader's
 * language (the stored ones until the server answers), and how high its quantity may go.
 */
export interface CartLine extends CartItem {
  /** the language of `name` when the store's current one is shown (`sellerGoods!cartLines`) */
  nameLang?: string | null;
  /** the most units: the stock left or the per-order limit, whichever is lower */
  max: number;
  limitedBy: 'stock' | 'order';
  /** still on sale (false: off the shelf, or the store closed) */
  onSale: boolean;
}

/** What a caller adds: the line without its key and selection. */
export type NewCartItem = Omit<CartItem, 'key' | 'checked'>;

/** The lines of one store, with the state of its "select all" box. */
export interface CartGroup<T extends CartItem = CartItem> {
  seller: CartSeller;
  items: T[];
  allChecked: boolean;
  someChecked: boolean;
}

export const lineKey = (goodsId: string, skuId: string | null) => `${goodsId}:${skuId ?? '-'}`;
