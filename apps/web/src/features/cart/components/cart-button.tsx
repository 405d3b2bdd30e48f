import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/lib/session';
import { useCartCount } from '@/features/cart/use-cart';
import { CountBadge } from '@/components/count-badge';
import { CartIcon } from './cart-icon';
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
        className="fab cart-fab"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={t('openCount', { n, count: n })}
        aria-haspopup="dialog"
        title={t('title')}
        data-testid="cart-button"
      >
        <CartIcon size={24} />
        <CountBadge count={n} className="count-badge cart-fab__badge" testId="cart-count" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
