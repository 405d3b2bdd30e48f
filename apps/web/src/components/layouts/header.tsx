import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { useIsLoggedIn } from '../../lib/session';
import { useScrolledPast } from '../../lib/use-scroll';
import { useBrand } from '../../features/brand/api/get-brand';
import { useUser } from '../../features/account/api/get-user';
import { useLogout } from '../../features/account/api/logout';
import { SearchBox } from '../../features/search/components/search-box';
import { Skeleton } from '../ui/spinner';
import { LanguageSwitcher } from './language-switcher';
import { ChatLauncher } from '../../features/chat/chat-launcher';
import { BrandLogo } from './brand-logo';

const COMPACT_AT = 78;

/** The site menu under the bar: address and label of each link. */
const NAV = [
  ['/index', 'nav.home'],
  ['/classification', 'nav.classification'],
  ['/commodity', 'nav.commodity'],
  ['/discounted', 'nav.discounted'],
  ['/merchantSettled', 'nav.merchantSettled'],
] as const;

function AccountLinks() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const user = useUser();
  const logout = useLogout();
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
    <div className="header-account">
      <Link to="/userInfo/dashboard" className="header-account__user" data-testid="header-username">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M12 12a5 5 0 100-10 5 5 0 000 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
        </svg>
        {user.data ? (
          <span className="header-account__name" dir="auto">
            {user.data.username}
          </span>
        ) : (
          <Skeleton width="6em" />
        )}
      </Link>
      <button
        type="button"
        className="header-account__link link-button"
        // its "logged out" message is an account text: loaded first (catalogue pages start without them)
        onClick={() => void i18n.loadNamespaces('account').finally(() => logout.mutate())}
        disabled={logout.isPending}
        data-testid="logout"
      >
        {t('header.logout')}
      </button>
    </div>
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
          <ChatLauncher />
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
