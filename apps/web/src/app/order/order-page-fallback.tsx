import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Skeleton } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';

interface OrderPageFallbackProps {
  orderId: string;
  listHref: string;
  /** what the page reads of the order (the order, its case or its goods): all must have data */
  queries: readonly UseQueryResult<unknown, Error>[];
  /** the page's namespace, which has `page.noOrder` and `page.toOrders` */
  t: TFunction;
}

/**
 * What the return and review pages show until their order is read: no order id (a link to the list),
 * skeletons while loading, the first error with a retry of every query. Null once all have data.
 */
export function orderPageFallback({ orderId, listHref, queries, t }: OrderPageFallbackProps): ReactElement | null {
  if (!orderId) {
    return (
      <EmptyState title={t('page.noOrder')}>
        <Link className="btn btn--primary" to={listHref}>
          <span>{t('page.toOrders')}</span>
        </Link>
      </EmptyState>
    );
  }
  if (queries.some((q) => q.isPending)) {
    return (
      <div className="aftersale-page" aria-busy="true">
        <Skeleton height="88px" />
        <Skeleton height="320px" />
      </div>
    );
  }
  if (queries.some((q) => q.isError || !q.data)) {
    return (
      <ErrorState
        message={queries.find((q) => q.error)?.error?.message}
        onRetry={() => {
          for (const q of queries) void q.refetch();
        }}
      />
    );
  }
  return null;
}
