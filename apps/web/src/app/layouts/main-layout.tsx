import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { PageSpinner } from '@/components/ui/spinner';
import { BackToTop } from '@/components/layouts/back-to-top';
import { Header } from './header';

// Below the fold on every page: the footer loads after the first render, in its own chunk, with its
// own texts (the `footer` namespace).
const Footer = lazy(() => Promise.all([import('./footer'), i18n.loadNamespaces('footer')]).then(([m]) => ({ default: m.Footer })));

// The floating cart button (and, on first open, its drawer): after the first render, in its own chunk.
// Imported by file, not through features/cart/index.ts, so pages that take one hook from the cart's
// index (the product page's buttons) do not load the whole of it.
const CartButton = lazy(() => import('@/features/cart/components/cart-button').then((m) => ({ default: m.CartButton })));
/** The pages that show the floating cart button (spec §2). */
const CART_PAGES = /^\/(index|classification|commodity|information|productDetails|store|discounted|userInfo\/dashboard)\/?$/;

/** Desktop storefront frame: header, page, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Pages that start without the shop texts (account, wallet) may still show them later: search
  // suggestions, a list's error state. Fetched once the page is idle, not before it renders.
  useEffect(() => {
    const load = () => void i18n.loadNamespaces('catalog');
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(load, 1500);
    return () => clearTimeout(id);
  }, []);
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t('actions.skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {/* The footer's place is kept while it loads, so nothing moves when it appears. */}
      <Suspense fallback={<div className="site-footer" style={{ minBlockSize: 420 }} aria-hidden="true" />}>
        <Footer />
      </Suspense>
      <BackToTop />
      {CART_PAGES.test(pathname) ? (
        <Suspense fallback={null}>
          <CartButton />
        </Suspense>
      ) : null}
    </div>
  );
}
