/**
 * The hand-off from the cart (or "buy now") to the settlement page: the lines' shape and their
 * storage. Shared by the cart, which writes it, and checkout, which reads it.
 */

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

/** A line carried to the settlement page (from the cart, or a single "buy now" line). */
export interface CheckoutLine extends Omit<CartItem, 'checked'> {
  /** true when it came from the cart (removed from it once the order is submitted) */
  fromCart: boolean;
}

/**
 * The lines carried from the cart (or "buy now") to the settlement page. Kept in sessionStorage:
 * it survives a reload of the settlement page and the way through the login page, and stays in the
 * tab that chose it.
 */
const KEY = 'checkoutSelection';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function writeCheckoutSelection(lines: readonly CheckoutLine[]): void {
  try {
    session()?.setItem(KEY, JSON.stringify(lines));
  } catch {
    /* storage full or blocked: the settlement page then shows "no product selected" */
  }
}

/** The carried lines ([] when none), checked field by field. */
export function readCheckoutSelection(): CheckoutLine[] {
  let raw: unknown;
  try {
    raw = JSON.parse(session()?.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return (raw as Partial<CheckoutLine>[])
    .filter((l) => l && typeof l.goodsId === 'string' && l.goodsId && l.seller && typeof l.seller.id === 'string')
    .map((l) => {
      const buyMin = Math.max(1, Math.trunc(Number(l.buyMin)) || 1);
      return {
        key: String(l.key ?? ''),
        goodsId: l.goodsId!,
        skuId: typeof l.skuId === 'string' && l.skuId ? l.skuId : null,
        name: String(l.name ?? ''),
        image: String(l.image ?? ''),
        price: Number(l.price) || 0,
        attrs: String(l.attrs ?? ''),
        buyMin,
        count: Math.max(buyMin, Math.trunc(Number(l.count)) || buyMin),
        seller: { id: l.seller!.id, name: String(l.seller!.name ?? '') },
        fromCart: l.fromCart === true,
      };
    });
}

export function clearCheckoutSelection(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
