import { Suspense, lazy, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { PageSpinner } from '../ui/spinner';
import { BackToTop } from './back-to-top';
import { Header } from './header';

// Below the fold on every page: the footer loads after the first render, in its own chunk, with its
// own texts (the `footer` namespace).
const Footer = lazy(() => Promise.all([import('./footer'), i18n.loadNamespaces('footer')]).then(([m]) => ({ default: m.Footer })));

/** Desktop storefront frame: header, page, footer. */
export function MainLayout() {
  const { t } = useTranslation();
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
    </div>
  );
}
