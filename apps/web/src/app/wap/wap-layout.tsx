import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/layouts/language-switcher';
import { BrandLogo } from '../../components/layouts/brand-logo';
import { PageSpinner } from '../../components/ui/spinner';
import { useBrand } from '../../features/brand/api/get-brand';

/** Mobile site frame: top bar, page, bottom tab bar. */
export default function WapLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className="wap">
      <header className="wap__bar">
        <Link to="/wap" className="logo logo--small" aria-label={t('header.homeLink', { name: brand.name })}>
          <BrandLogo brand={brand} />
        </Link>
        <LanguageSwitcher className="lang-switch--compact" />
      </header>
      <main className="wap__main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <nav className="wap__tabs" aria-label={t('nav.mainNav')}>
        <NavLink to="/wap" end className="wap__tab">
          {t('wap.tabs.home')}
        </NavLink>
        <span className="wap__tab wap__tab--disabled" aria-disabled="true">
          {t('wap.tabs.categories')}
        </span>
        <span className="wap__tab wap__tab--disabled" aria-disabled="true">
          {t('wap.tabs.cart')}
        </span>
        <span className="wap__tab wap__tab--disabled" aria-disabled="true">
          {t('wap.tabs.me')}
        </span>
      </nav>
    </div>
  );
}
