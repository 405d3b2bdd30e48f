import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
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
  const ref = useModalDialog(open);
  const titleId = useId();
  const cart = useCart();
  const checkout = useCartCheckout(cart, '/settlement', onClose);
  return (
    <dialog
      ref={ref}
      className="cart-drawer"
      aria-labelledby={titleId}
      data-testid="cart-drawer"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target !== e.currentTarget) return;
        const r = e.currentTarget.getBoundingClientRect();
        if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) onClose();
      }}
    >
      <div className="cart-drawer__head">
        <h2 id={titleId} className="cart-drawer__title">
          {t('title')}
        </h2>
        <button type="button" className="cart-drawer__close" onClick={onClose} aria-label={t('close')} data-testid="cart-drawer-close">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" />
          </svg>
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
    </dialog>
  );
}
