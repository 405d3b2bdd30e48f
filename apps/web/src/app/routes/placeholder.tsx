import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { usePageTitle } from '../../lib/use-page-title';

/** A page a later slice builds: its translated title and the "coming soon" panel. */
export default function PlaceholderPage({ titleKey, ns = 'common' }: { titleKey: string; ns?: 'common' | 'account' | 'usercentre' }) {
  const { t } = useTranslation(ns);
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <div className="container page-pad">
      <ComingSoon title={title} />
    </div>
  );
}
