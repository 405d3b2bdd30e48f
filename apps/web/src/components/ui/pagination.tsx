import { lazy, Suspense } from 'react';
import type { PaginationProps } from './pagination-view';

// Pagination sits below the list (below the fold): its code loads after the list's.
const PaginationView = lazy(() => import('./pagination-view'));

/** Pagination from the server's pageInfo; nothing (and no code) when everything fits on one page. */
export function Pagination(props: PaginationProps) {
  if (!props.pageInfo || props.pageInfo.totalPage <= 1) return null;
  return (
    <Suspense fallback={<div className="pagination" aria-hidden="true" />}>
      <PaginationView {...props} />
    </Suspense>
  );
}
