import { Suspense, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/layouts/language-switcher';
import { useBrand } from '@/lib/brand/get-brand';
import { useIsLoggedIn } from '@/lib/session';
import { loginPath } from '@/lib/session';
import { STORAGE_KEYS, writeString } from '@/lib/storage';
import { WapPageFallback } from './components/page-fallback';
import { desktopHref } from './desktop-href';
import './wap.css';

/** Route `handle` of mobile pages that bring their own bottom bar (the goods page's buy bar). */
export interface WapHandle {
  wapTabs?: false;
}

const ICONS: Record<'home' | 'category' | 'search' | 'me', ReactNode> = {
  home: <path d="M12 3l9 8h-3v9h-5v-6h-2v6H6v-9H3z" />,
  category: <path d="M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z" />,
  search: <path d="M10 2a8 8 0 016.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1110 2zm0 2a6 6 0 100 12 6 6 0 000-12z" />,
  me: <path d="M12 12a5 5 0 110-10 5 5 0 010 10zm0 2c5 0 9 2.5 9 6v2H3v-2c0-3.5 4-6 9-6z" />,
};

function Tab({ to, icon, label, end, also }: { to: string; icon: keyof typeof ICONS; label: string; end?: boolean; also?: RegExp }) {
  const { pathname } = useLocation();
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) => `wap-tabs__tab${isActive || also?.test(pathname) ? ' active' : ''}`}
      data-testid={`wap-tab-${icon}`}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        {ICONS[icon]}
      </svg>
      <span className="wap-tabs__label">{label}</span>
    </NavLink>
  );
}

function WapFooter() {
  const { t } = useTranslation('wap');
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const target = desktopHref(location.pathname, location.search);
  return (
    <footer className="wap-footer">
      <LanguageSwitcher className="lang-switch--compact" />
      <a
        href={target}
        className="wap-footer__desktop"
        data-testid="wap-desktop"
        onClick={(e) => {
          e.preventDefault();
          // Remembered: this browser is not sent to the mobile site again.
          writeString(STORAGE_KEYS.preferDesktop, '1');
          void navigate(target);
        }}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M3 4h18a1 1 0 011 1v11a1 1 0 01-1 1h-7v2h3v2H7v-2h3v-2H3a1 1 0 01-1-1V5a1 1 0 011-1zm1 2v9h16V6z" />
        </svg>
        {t('footer.desktop')}
      </a>
      <p className="wap-footer__copy">
        <bdi>{brand.copyright || t('common:footer.copyright', { year: new Date().getFullYear(), name: brand.name })}</bdi>
      </p>
    </footer>
  );
}

/** Mobile site frame: the page, the footer, and the bottom tab bar (home, categories, search, me). */
export default function WapLayout() {
  const { t } = useTranslation('wap');
  const loggedIn = useIsLoggedIn();
  const matches = useMatches();
  const tabs = !matches.some((m) => (m.handle as WapHandle | undefined)?.wapTabs === false);
  return (
    <div className={`wap${tabs ? ' wap--tabs' : ''}`}>
      <main className="wap__main" id="main">
        <Suspense fallback={<WapPageFallback />}>
          <Outlet />
        </Suspense>
        <WapFooter />
      </main>
      {tabs ? (
        <nav className="wap-tabs" aria-label={t('nav.tabs')}>
          <Tab to="/wap" end icon="home" label={t('tabs.home')} />
          <Tab to="/wap/category" icon="category" label={t('tabs.category')} also={/^\/wap\/list/} />
          <Tab to="/wap/search" icon="search" label={t('tabs.search')} />
          <Tab
            to={loggedIn ? '/wap/me' : loginPath('/wap/me')}
            icon="me"
            label={t('tabs.me')}
            also={/^\/wap\/(orders?|account|login|register|forgot-password|credit\/myLoan)$/}
          />
        </nav>
      ) : null}
    </div>
  );
}
