import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand/get-brand';
import { ServiceChatButton } from './chat-button';
import { InfoPage } from './info-page';

/** `/about`: the brand's own "about us" text (brand setting), else a short description of the mall. */
export default function AboutPage() {
  const { t } = useTranslation('pages');
  const brand = useBrand();
  const title = t('about.title', { name: brand.name });
  return (
    <InfoPage title={title} testId="about-page">
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
    </InfoPage>
  );
}
