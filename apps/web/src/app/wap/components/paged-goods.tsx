import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import type { GoodsPage } from '@/features/catalog/api/goods-pages';
import { WapGoodsCard, WapGoodsCardSkeleton } from './goods-tiles';
import { LoadMore } from './load-more';

/** Reads page `pageNum` of a list (a hook: called the same way on every render). */
export type UseGoodsPage = (pageNum: number) => GoodsPage;

function PageItems({ usePage, pageNum, eagerCount }: { usePage: UseGoodsPage; pageNum: number; eagerCount: number }) {
  const page = usePage(pageNum);
  // a next page's tiles render in a transition, in slices (see WapGoodsRow)
  const items = useDeferredValue(page.items);
  if (!items) {
    return (
      <>
        <li aria-hidden="true">
          <WapGoodsCardSkeleton />
        </li>
        <li aria-hidden="true">
          <WapGoodsCardSkeleton />
        </li>
      </>
    );
  }
  return (
    <>
      {items.map((g, i) => (
        <li key={`${pageNum}-${g.id}`}>
          <WapGoodsCard
            goods={g}
            eager={pageNum === 1 && i < eagerCount}
            afterFirstScreen={eagerCount > 0 && !(pageNum === 1 && i < eagerCount)}
          />
        </li>
      ))}
    </>
  );
}

interface PagedGoodsProps {
  usePage: UseGoodsPage;
  /** changes when the list changes (filters, sort, keyword): it starts again from one page */
  resetKey: string;
  /** skeleton tiles of the first page */
  skeletons: number;
  empty?: ReactNode;
  /** tiles of the first row, loaded at once */
  eagerCount?: number;
  label?: string;
  testId?: string;
}

/**
 * A two-column goods list that grows: page 1, then each next page when the end of the list scrolls
 * into view (or "Load more" is pressed). Every page is the same cached query the list hooks use,
 * so Back shows the pages already seen at once.
 */
export function PagedGoods({ usePage, resetKey, skeletons, empty, eagerCount = 0, label, testId }: PagedGoodsProps) {
  const { t } = useTranslation('catalog');
  const [grown, setGrown] = useState({ key: resetKey, count: 1 });
  const count = grown.key === resetKey ? grown.count : 1;
  const first = usePage(1);
  const last = usePage(count);
  // The first answer's tiles render in a transition, in slices (see WapGoodsRow). A list shown again
  // from the cache (Back) renders at once: it mounts with its answer.
  const firstItems = useDeferredValue(first.items);

  if (first.error && !firstItems) return <ErrorState onRetry={first.retry} />;
  if (!firstItems) {
    return (
      <div className="wap-grid" aria-busy="true" data-testid={testId}>
        {Array.from({ length: skeletons }, (_, i) => (
          <WapGoodsCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!firstItems.length && !first.stale) return <>{empty ?? <EmptyState title={t('state.noGoods')} />}</>;
  return (
    <>
      <ul
        className={`wap-grid${first.stale ? ' is-stale' : ''}`}
        aria-label={label}
        aria-busy={first.stale || undefined}
        data-testid={testId}
      >
        {Array.from({ length: count }, (_, i) => (
          <PageItems key={i + 1} usePage={usePage} pageNum={i + 1} eagerCount={eagerCount} />
        ))}
      </ul>
      <LoadMore
        hasMore={last.more || (last.error && count > 1)}
        loading={count > 1 && !last.items && !last.error}
        error={last.error}
        onMore={() => (last.error ? last.retry() : setGrown({ key: resetKey, count: count + 1 }))}
      />
    </>
  );
}
