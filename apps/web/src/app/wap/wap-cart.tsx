import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
// by file, not the cart's index (whose other parts this page does not need)
import { CartPanel, type CartLinks } from '@/features/cart/components/cart-panel';
import { useCart } from '@/features/cart/use-cart';
import { useCartCheckout } from '@/features/cart/use-cart-checkout';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';
import { wapGoods, wapShop } from './links';

const links: CartLinks = { goods: wapGoods, store: wapShop };

/** /wap/cart: the same cart as the desktop drawer, as a page; checkout → /wap/settlement. */
export default function WapCartPage() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  const cart = useCart();
  const checkout = useCartCheckout(cart, '/wap/settlement');
  return (
    <div className="wap-page wap-cart">
      <PageBar title={t('title')} />
      <CartPanel
        cart={cart}
        links={links}
        onCheckout={checkout}
        className="cart-panel--page"
        emptyAction={
          <Link to="/wap" className="btn btn--primary">
            {t('continue')}
          </Link>
        }
      />
    </div>
  );
}
