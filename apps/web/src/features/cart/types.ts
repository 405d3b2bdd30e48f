/** A seller as the cart groups by it. */
export interface CartSeller {
  id: string;
  name: string;
}

/**
 * One line of the cart (spec §3 "Cart item"): a goods, the chosen SKU (null when the goods has none),
 * what the product page showed (name, picture, unit price, option label — for display only: the
 * server prices the order), the goods' minimum and the chosen count, and the store.
 */
export interface CartItem {
  /** `<goodsId>:<skuId or ->`, unique in a cart */
  key: string;
  goodsId: string;
  skuId: string | null;
  name: string;
  image: string;
  /** unit price in USDT as the product page showed it (JSON number from the API) */
  price: number;
  /** chosen option label, e.g. "Red / XL" ('' when none) */
  attrs: string;
  buyMin: number;
  count: number;
  seller: CartSeller;
  /** selected for checkout (every item starts selected) */
  checked: boolean;
}

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

/** A line carried to the settlement page (from the cart, or a single "buy now" line). */
export interface CheckoutLine extends Omit<CartItem, 'checked'> {
  /** true when it came from the cart (removed from it once the order is submitted) */
  fromCart: boolean;
}

/** The lines of one store, with the state of its "select all" box. */
export interface CartGroup<T extends CartItem = CartItem> {
  seller: CartSeller;
  items: T[];
  allChecked: boolean;
  someChecked: boolean;
}

export const lineKey = (goodsId: string, skuId: string | null) => `${goodsId}:${skuId ?? '-'}`;
