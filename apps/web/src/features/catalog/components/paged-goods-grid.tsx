import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LIST_PAGE_SIZE } from '@/features/catalog/api/query-keys';
import type { GoodsCard, PageA } from '@/features/catalog/types';
import { GoodsGrid } from './goods-grid';
import { Pagination } from '@/components/ui/pagination';

interface PagedGoodsGridProps {
  /** one page of a goods list (`placeholderData: keepPreviousData`: the last page stays, dimmed, while the next loads) */
  query: UseQueryResult<PageA<GoodsCard>>;
  hrefFor: (page: number) => string;
  columns: 4 | 5;
  eagerCount?: number;
  label?: string;
  empty: ReactNode;
}

/** A page of a desktop goods list: the grid (with its loading, error and empty states), then the pager. */
export function PagedGoodsGrid({ query: q, hrefFor, ...grid }: PagedGoodsGridProps) {
  return (
    <>
      <GoodsGrid
        items={q.data?.pageList}
        pending={q.isPending}
        error={q.isError}
        onRetry={() => void q.refetch()}
        skeletons={LIST_PAGE_SIZE}
        stale={q.isPlaceholderData}
        {...grid}
      />
      <Pagination pageInfo={q.data?.pageInfo} hrefFor={hrefFor} />
    </>
  );
}
