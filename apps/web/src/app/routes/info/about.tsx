import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand/get-brand';
import { usePageTitle } from '@/lib/use-page-title';
import { ServiceChatButton } from './chat-button';
import './info-pages.css';

/** `/about`: the brand's own "about us" text (brand setting), else a short description of the mall. */
export default function AboutPage() {
  const { t } = useTranslation('pages');
  const brand = useBrand();
  const title = t('about.title', { name: brand.name });
  usePageTitle(title);
  return (
    <div className="container page-pad">
      <article className="info-page" data-testid="about-page">
        <h1 className="info-page__title">
          <bdi>{title}</bdi>
        </h1>
        {brand.aboutUs ? (
          // the operator's text (served in the reader's language where the brand has it), paragraph by
          // paragraph, in the page's direction: an Arabic text that starts with a Latin brand name stays right to left
          <div className="info-page__text" data-testid="about-brand-text">
            {brand.aboutUs
              .split(/\n\s*\n/)
              .filter((p) => p.trim())
              .map((p, i) => (
                <p key={i}>{p}</p>
              ))}
          </div>
        ) : (
          <div className="info-page__text" data-testid="about-default-text">
            <p>{t('about.fallback', { name: brand.name })}</p>
            <ul className="info-page__points">
              <li>{t('about.stores')}</li>
              <li>{t('about.wallet')}</li>
            </ul>
          </div>
        )}
        <div className="info-page__actions">
          <Link to="/commodity" className="btn btn--secondary">
            {t('about.browse')}
          </Link>
          <ServiceChatButton />
        </div>
      </article>
    </div>
  );
}
