import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { useBrand } from '../../features/brand/api/get-brand';
import { STORAGE_KEYS, writeString } from '../../lib/storage';
import { usePageTitle } from '../../lib/use-page-title';

/** Mobile home (placeholder until the mobile slice): offers the full site meanwhile. */
export default function WapHomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  usePageTitle(t('pages.wap'));
  const openDesktop = () => {
    writeString(STORAGE_KEYS.preferDesktop, '1');
    void navigate('/index');
  };
  return (
    <div className="wap-home">
      <ComingSoon title={t('wap.title', { name: brand.name })}>
        <button type="button" className="btn btn--primary" onClick={openDesktop}>
          {t('wap.desktop')}
        </button>
      </ComingSoon>
    </div>
  );
}
