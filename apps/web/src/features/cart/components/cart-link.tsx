import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCartCount } from '@/features/cart/use-cart';
import { CountBadge } from '@/components/count-badge';
import { CartIcon } from './cart-icon';
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
        <CartIcon size={22} />
        <CountBadge count={count} className="count-badge cart-link__badge" testId="cart-count" />
      </span>
      <span aria-hidden="true">{ready ? t('short') : ''}</span>
    </Link>
  );
}
