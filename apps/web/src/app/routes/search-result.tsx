import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { usePageTitle } from '../../lib/use-page-title';

export default function SearchResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('k')?.trim() ?? '';
  usePageTitle(t('pages.searchResult'));
  return (
    <div className="container page-pad">
      <ComingSoon title={keyword ? t('search.resultsFor', { keyword }) : t('pages.searchResult')} />
    </div>
  );
}
