import { useTranslation } from 'react-i18next';
import { useStores } from '@/features/catalog/api/get-stores';
import { useRecommendedPage } from '@/features/catalog/api/goods-pages';
import { PagedGoods } from './components/paged-goods';
import { WapStoreList } from './components/store-tiles';
import { Section } from '@/features/catalog/components/section';

// The mobile home below its first screen (its own chunk, loaded once the first screen has settled).

/** Recommended stores (up to 4), hidden when there are none. */
export function RecommendedStores() {
  const { t } = useTranslation('catalog');
  const q = useStores({ isRec: true, pageNum: 1, pageSize: 4 });
  if (q.isSuccess && !q.data?.pageList?.length) return null;
  return (
    <Section mobile id="stores" title={t('home.recommendedStores')}>
      <WapStoreList items={q.data?.pageList} pending={q.isPending} error={q.isError} onRetry={() => void q.refetch()} skeletons={2} />
    </Section>
  );
}

/** The growing list of recommended goods. */
export function RecommendedGoods() {
  const { t } = useTranslation('wap');
  return (
    <Section mobile id="recommended" title={t('home.recommended')}>
      <PagedGoods
        usePage={useRecommendedPage}
        resetKey="recommended"
        skeletons={4}
        label={t('home.recommended')}
        testId="wap-recommended"
      />
    </Section>
  );
}
