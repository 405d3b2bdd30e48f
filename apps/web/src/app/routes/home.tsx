import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../features/brand/api/get-brand';
import { useIsLoggedIn } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const SECTIONS = ['banners', 'recommended', 'hotDeals', 'newArrivals', 'categories'] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const loggedIn = useIsLoggedIn();
  usePageTitle(t('pages.home'));
  return (
    <div className="home">
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{t('home.welcome', { name: brand.name })}</h1>
          <p className="hero__text">{t('home.intro')}</p>
          <div className="hero__actions">
            {loggedIn ? (
              <Link to="/userInfo/dashboard" className="btn btn--primary">
                {t('home.toAccount')}
              </Link>
            ) : (
              <>
                <Link to="/register" className="btn btn--primary">
                  {t('header.register')}
                </Link>
                <Link to="/login" className="btn btn--secondary">
                  {t('header.login')}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      <div className="container home__sections">
        {SECTIONS.map((s) => (
          <section key={s} className="home__section" aria-labelledby={`home-${s}`}>
            <h2 id={`home-${s}`} className="section-title">
              {t(`home.sections.${s}`)}
            </h2>
            <div className="placeholder-grid" aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <span key={i} className="placeholder-card" />
              ))}
            </div>
            <p className="muted">{t('comingSoon.title')}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
