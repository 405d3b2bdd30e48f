import { Suspense, lazy } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/lib/session';
import { useScrolledPast } from '@/lib/use-scroll';
import { useBrand } from '@/lib/brand/get-brand';
import { SearchBox } from '@/features/catalog/components/search-box';
import { Skeleton } from '@/components/ui/spinner';
import { LanguageSwitcher } from '@/components/layouts/language-switcher';
import { BrandLogo } from '@/components/layouts/brand-logo';

const COMPACT_AT = 78;

/** The site menu under the bar: address and label of each link. */
const NAV = [
  ['/index', 'nav.home'],
  ['/classification', 'nav.classification'],
  ['/commodity', 'nav.commodity'],
  ['/discounted', 'nav.discounted'],
  ['/merchantSettled', 'nav.merchantSettled'],
] as const;

// Signed in: the name (lib/user) and "log out" (logout), in a chunk of their own; visitors who are not
// signed in (most first visits) never load them. The chat launcher (its unread poll, its window) loads
// after the header's first render too. Both keep their place while they load.
const SignedInLinks = lazy(() => import('./header-account').then((m) => ({ default: m.SignedInLinks })));
const ChatLauncher = lazy(() => import('@/features/chat/chat-launcher').then((m) => ({ default: m.ChatLauncher })));

function AccountLinks() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <div className="header-account">
        <Link to="/login" className="header-account__link">
          {t('header.login')}
        </Link>
        <Link to="/register" className="btn btn--primary btn--sm">
          {t('header.register')}
        </Link>
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <div className="header-account">
          <Skeleton width="6em" />
        </div>
      }
    >
      <SignedInLinks />
    </Suspense>
  );
}

export function Header() {
  const { t } = useTranslation();
  const compact = useScrolledPast(COMPACT_AT);
  const brand = useBrand();
  return (
    <header className={`site-header${compact ? ' site-header--compact' : ''}`}>
      <div className="site-header__bar container">
        <Link to="/" className="logo" aria-label={t('header.homeLink', { name: brand.name })}>
          <BrandLogo brand={brand} />
        </Link>
        <SearchBox />
        <div className="site-header__tools">
          <AccountLinks />
          <Suspense fallback={<span className="chat-launcher-slot" aria-hidden="true" />}>
            <ChatLauncher />
          </Suspense>
          <LanguageSwitcher />
        </div>
      </div>
      <nav className="site-nav" aria-label={t('nav.mainNav')}>
        <ul className="site-nav__list container">
          {NAV.map(([to, label]) => (
            <li key={to}>
              <NavLink to={to} className="site-nav__link">
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
