import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand/get-brand';
import { DepositQr } from '@/features/wallet/components/deposit-qr';
import { useLang } from '@/lib/use-lang';
import { InfoPage } from './info-page';

/**
 * "Download the app" (`/download`, `/userInfo/download`): the mobile site is the app. Its address as
 * a QR code and a link (in the reader's language), how to add it to the home screen, and the brand's
 * own app when the brand has one.
 */
export default function MobileSitePage() {
  const { t } = useTranslation(['pages', 'usercentre']);
  const brand = useBrand();
  const lang = useLang();
  const url = `${window.location.origin}/wap?lang=${lang}`;
  const title = t('app.title', { name: brand.name });
  return (
    <InfoPage title={title} testId="mobile-site-page">
      <p className="info-page__lead">{t('app.intro')}</p>
      <div className="info-page__qr">
        <DepositQr value={url} label={t('app.qr')} size={168} />
        <div className="info-page__qr-text">
          <p>{t('app.scan')}</p>
          <p>
            <a href={url} dir="ltr" className="info-page__url" data-testid="mobile-site-link">
              {url}
            </a>
          </p>
          <a href={url} className="btn btn--primary">
            {t('app.open')}
          </a>
        </div>
      </div>
      <h2 className="info-page__subtitle">{t('app.homeTitle')}</h2>
      <ul className="info-page__points">
        <li>{t('app.ios')}</li>
        <li>{t('app.android')}</li>
      </ul>
      {brand.downloadUrl ? (
        <div className="info-page__actions">
          <a href={brand.downloadUrl} className="btn btn--secondary" target="_blank" rel="noopener noreferrer" data-testid="brand-app">
            {t('usercentre:userCenter.download')}
          </a>
        </div>
      ) : null}
    </InfoPage>
  );
}
