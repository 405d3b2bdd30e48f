import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand/get-brand';
import { ServiceChatButton } from './chat-button';
import { InfoPage } from './info-page';

/**
 * `/merchantSettled` ("Sell with us"): how to become a seller today. There is no online application
 * yet: customer service opens stores, so the page says so and opens the chat.
 */
export default function SellWithUsPage() {
  const { t } = useTranslation(['pages', 'common']);
  const brand = useBrand();
  const title = t('common:pages.merchantSettled');
  return (
    <InfoPage title={title} testId="sell-page">
      <p className="info-page__lead">{t('sell.intro', { name: brand.name })}</p>
      <h2 className="info-page__subtitle">{t('sell.howTitle')}</h2>
      <ol className="info-page__steps">
        <li>{t('sell.step1')}</li>
        <li>{t('sell.step2')}</li>
        <li>{t('sell.step3')}</li>
      </ol>
      <div className="info-page__actions">
        <ServiceChatButton />
        {/* the console is its own app (not a client route): a full page load */}
        <a href="/seller" className="btn btn--secondary" data-testid="sell-console">
          {t('sell.console')}
        </a>
      </div>
      <p className="notice info-page__note">{t('sell.note')}</p>
    </InfoPage>
  );
}
