import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { useGoodsList, type GoodsListParams } from '@/features/catalog/api/get-goods-list';
import { LIST_PAGE_SIZE } from '@/features/catalog/api/query-keys';
import { useListParams } from '@/features/catalog/list-params';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedGoodsGrid } from './paged-goods-grid';
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
      <PagedGoodsGrid
        query={q}
        hrefFor={pageHref}
        columns={columns}
        eagerCount={columns}
        label={label}
        empty={empty ?? <EmptyState title={t('state.noGoods')} />}
      />
    </div>
  );
}

/** A page that is one titled listing (all goods, discounted goods). */
export function GoodsListingPage({ title, ...listing }: Omit<GoodsListingProps, 'label'> & { title: string }) {
  usePageTitle(title);
  return (
    <div className="container page-pad">
      <header className="page-head">
        <h1 className="page-title">{title}</h1>
      </header>
      <GoodsListing {...listing} label={title} />
    </div>
  );
}
