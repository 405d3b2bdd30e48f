/**
 * The cart (docs/orders.md "Web surfaces shared between parts"). Other parts import only this file.
 * The cart lives in the browser (IndexedDB, per user code); the server prices every order.
 */
import { lazy } from 'react';

export { useCart, type CartApi } from './use-cart';
export { CartButton } from './components/cart-button';
export { CartLink } from './components/cart-link';
/** The right-hand cart drawer (`{ open, onClose }`); its code loads on first render. */
export const CartDrawer = lazy(() => import('./components/cart-drawer'));
export { CartPanel, type CartLinks } from './components/cart-panel';
export { MicroMoney } from '@/components/ui/micro-money';
export { readCheckoutSelection, writeCheckoutSelection, clearCheckoutSelection } from '@/lib/checkout-selection';
export { useBuyActions } from './use-buy-actions';
export { useCartCheckout } from './use-cart-checkout';
export { clampQty, linesTotal, microText, paidPrice } from './cart-math';
export type { CartItem, CartGroup, CartSeller, CheckoutLine, NewCartItem } from './types';
