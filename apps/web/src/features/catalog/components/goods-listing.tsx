import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoodsList, type GoodsListParams } from '../api/get-goods-list';
import { LIST_PAGE_SIZE } from '../api/query-keys';
import { useListParams } from '../list-params';
import { EmptyState } from './empty-state';
import { GoodsGrid } from './goods-grid';
import { Pagination } from './pagination';
import { SortBar } from './sort-bar';

interface GoodsListingProps {
  /** fixed filters of this listing (category, store, discount) */
  filter?: Omit<GoodsListParams, 'pageNum' | 'pageSize' | 'isNew' | 'isPrice' | 'isHot'>;
  columns?: 4 | 5;
  empty?: ReactNode;
  label?: string;
}

/** `sellerGoods!list` with the sort bar and pagination, page and sort kept in the address. */
export function GoodsListing({ filter = {}, columns = 5, empty, label }: GoodsListingProps) {
  const { t } = useTranslation('catalog');
  const { page, sort, setSort, pageHref } = useListParams();
  const q = useGoodsList({ ...filter, ...sort, pageNum: page, pageSize: LIST_PAGE_SIZE });
  return (
    <div className="listing__main">
      <div className="listing__toolbar">
        <SortBar value={sort} onChange={setSort} />
      </div>
      <GoodsGrid
        items={q.data?.pageList}
        pending={q.isPending}
        error={q.isError}
        onRetry={() => void q.refetch()}
        skeletons={LIST_PAGE_SIZE}
        columns={columns}
        eagerCount={columns}
        stale={q.isPlaceholderData}
        label={label}
        empty={empty ?? <EmptyState title={t('state.noGoods')} />}
      />
      <Pagination pageInfo={q.data?.pageInfo} hrefFor={pageHref} />
    </div>
  );
}
