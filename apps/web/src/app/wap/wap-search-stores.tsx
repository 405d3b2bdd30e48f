import { useTranslation } from 'react-i18next';
import { useSearchKeyword } from '@/features/catalog/api/search-keyword';
import { EmptyState } from '@/components/ui/empty-state';
import { WapStoreList } from './components/store-tiles';

/** The stores tab of `/wap/search` (its own chunk: the goods tab is the one shown first). */
export default function StoreResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalog');
  const q = useSearchKeyword(keyword);
  return (
    <div className="wap-pad">
      <WapStoreList
        items={q.data?.sellerList}
        pending={q.isPending}
        error={q.isError}
        onRetry={() => void q.refetch()}
        empty={<EmptyState title={t('state.noStoreResults', { keyword })} text={t('search.tryOther')} />}
      />
    </div>
  );
}
