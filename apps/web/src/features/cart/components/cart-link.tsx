import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCartCount } from '@/features/cart/use-cart';
import '@/features/cart/cart.css';

/** A link to a cart page with the number of lines (the /wap goods page's buy bar). */
export function CartLink({ to, className }: { to: string; className?: string }) {
  const { t, ready } = useTranslation('cart');
  const count = useCartCount();
  return (
    <Link
      to={to}
      className={`cart-link ${className ?? ''}`}
      aria-label={ready ? t('openCount', { n: count, count }) : undefined}
      data-testid="cart-link"
    >
      <span className="cart-link__icon">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 110 4 2 2 0 010-4zm10 0a2 2 0 110 4 2 2 0 010-4zM1 2h3.3l.9 2H21a1 1 0 01.9 1.4l-3.6 7a2 2 0 01-1.8 1.1H8.1l-.9 1.5h12.8v2H7.2a1.8 1.8 0 01-1.5-2.7l1.3-2.3L3.2 4H1z"
          />
        </svg>
        {count > 0 ? (
          <span className="cart-link__badge" dir="ltr" data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span aria-hidden="true">{ready ? t('short') : ''}</span>
    </Link>
  );
}
