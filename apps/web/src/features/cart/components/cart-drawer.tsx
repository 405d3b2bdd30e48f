import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ModalDialog } from '@/components/modal-dialog';
import { useCart } from '@/features/cart/use-cart';
import { useCartCheckout } from '@/features/cart/use-cart-checkout';
import { CartPanel, type CartLinks } from './cart-panel';

const desktopLinks: CartLinks = {
  goods: (id) => `/productDetails?id=${encodeURIComponent(id)}`,
  store: (id) => `/store?id=${encodeURIComponent(id)}`,
};

/**
 * The right-hand cart drawer (spec §2: 400 px, full width on small screens), a modal <dialog>:
 * focus stays inside, Escape or the backdrop closes it. "Checkout" goes to /settlement.
 */
export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const cart = useCart();
  const checkout = useCartCheckout(cart, '/settlement', onClose);
  return (
    <ModalDialog open={open} onClose={onClose} closeOnBackdrop className="cart-drawer" aria-labelledby={titleId} data-testid="cart-drawer">
      <div className="cart-drawer__head">
        <h2 id={titleId} className="cart-drawer__title">
          {t('title')}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('close')} data-testid="cart-drawer-close">
          <CloseIcon />
        </button>
      </div>
      {open ? (
        <CartPanel
          cart={cart}
          links={desktopLinks}
          onCheckout={checkout}
          onNavigate={onClose}
          className="cart-drawer__panel"
          emptyAction={
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {t('continue')}
            </button>
          }
        />
      ) : null}
    </ModalDialog>
  );
}
