import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../features/brand/api/get-brand';
import { BrandLogo } from './brand-logo';

/** Built-in brand strings carry an `i18n:` prefix; a served brand's strings are shown as they are. */
function useBrandText() {
  const { t } = useTranslation();
  return (s: string) => (s.startsWith('i18n:') ? t(s.slice(5)) : s);
}

function FooterLink({ label, href }: { label: string; href: string }) {
  if (!href)
    return (
      <span className="site-footer__text">
        <bdi>{label}</bdi>
      </span>
    );
  if (href.startsWith('/'))
    return (
      <Link to={href}>
        <bdi>{label}</bdi>
      </Link>
    );
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <bdi>{label}</bdi>
    </a>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const text = useBrandText();
  const year = new Date().getFullYear();
  const promises = ['products', 'warehouses', 'shipping', 'returns'] as const;
  return (
    <footer className="site-footer">
      <ul className="promises container">
        {promises.map((p) => (
          <li key={p} className="promises__item">
            <span className="promises__dot" aria-hidden="true" />
            {t(`footer.promise.${p}`)}
          </li>
        ))}
      </ul>
      <div className="site-footer__main container">
        <div className="site-footer__brand">
          <Link to="/" className="logo logo--footer" aria-label={t('header.homeLink', { name: brand.name })}>
            <BrandLogo brand={brand} />
          </Link>
          {brand.supportEmail ? (
            <p>
              {t('footer.support')}{' '}
              <a href={`mailto:${brand.supportEmail}`} dir="ltr">
                {brand.supportEmail}
              </a>
            </p>
          ) : null}
          {brand.customerServiceUrl ? (
            <p>
              <a href={brand.customerServiceUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.customerService')}
              </a>
            </p>
          ) : null}
          <form className="subscribe" onSubmit={(e) => e.preventDefault()} title={t('footer.subscribeSoon')}>
            <label htmlFor="subscribe-email" className="subscribe__title">
              {t('footer.subscribeTitle')}
            </label>
            <div className="subscribe__row">
              <input
                id="subscribe-email"
                type="email"
                className="input"
                placeholder={t('footer.subscribePlaceholder')}
                disabled
                aria-describedby="subscribe-soon"
              />
              <button type="submit" className="btn btn--secondary" disabled>
                {t('footer.subscribeButton')}
              </button>
            </div>
            <p id="subscribe-soon" className="field__hint">
              {t('footer.subscribeSoon')}
            </p>
          </form>
        </div>
        {brand.footerColumns.map((col, i) => (
          <nav key={i} className="site-footer__col" aria-label={text(col.title)}>
            <h2 className="site-footer__title">
              <bdi>{text(col.title)}</bdi>
            </h2>
            <ul>
              {col.links.map((l, j) => (
                <li key={j}>
                  <FooterLink label={text(l.label)} href={l.href} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__copy container">
        {/* a served copyright line may be in another script than the page: keep its own direction */}
        <bdi>{brand.copyright || t('footer.copyright', { year, name: brand.name })}</bdi>
      </p>
    </footer>
  );
}
