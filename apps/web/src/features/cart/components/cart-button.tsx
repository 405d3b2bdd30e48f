import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/lib/session';
import { useCartCount } from '@/features/cart/use-cart';
import '@/features/cart/cart.css';

// The drawer's code loads on the first open.
const CartDrawer = lazy(() => import('./cart-drawer'));

/**
 * Floating cart button with the number of lines (spec §2; shown to logged-in users only: "cart view
 * appears only when logged in"). Opens the cart drawer.
 */
export function CartButton() {
  const { t, ready } = useTranslation('cart');
  const loggedIn = useIsLoggedIn();
  const n = useCartCount();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!loggedIn || !ready) return null;
  return (
    <>
      <button
        type="button"
        className="cart-fab"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={t('openCount', { n, count: n })}
        aria-haspopup="dialog"
        title={t('title')}
        data-testid="cart-button"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 110 4 2 2 0 010-4zm10 0a2 2 0 110 4 2 2 0 010-4zM1 2h3.3l.9 2H21a1 1 0 01.9 1.4l-3.6 7a2 2 0 01-1.8 1.1H8.1l-.9 1.5h12.8v2H7.2a1.8 1.8 0 01-1.5-2.7l1.3-2.3L3.2 4H1z"
          />
        </svg>
        {n > 0 ? (
          <span className="cart-fab__badge" data-testid="cart-count" dir="ltr">
            {n > 99 ? '99+' : n}
          </span>
        ) : null}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
