import type { ReactNode } from 'react';
import type { GoodsCard as GoodsCardData } from '@/features/catalog/types';
import { ErrorState } from '@/components/ui/error-state';
import { GoodsCardSkeleton } from '@/components/ui/goods-card-skeleton';
import { GoodsCard } from './goods-card';

interface GoodsGridProps {
  items: GoodsCardData[] | undefined;
  /** true until the first answer (then the grid keeps the last one while the next loads) */
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  /** skeleton tiles shown while pending (keep equal to the page size: no jump when it arrives) */
  skeletons: number;
  empty?: ReactNode;
  columns?: 4 | 5 | 6;
  /** number of tiles loaded at once (above the fold) */
  eagerCount?: number;
  /** a newer page is loading: dim the current one */
  stale?: boolean;
  label?: string;
}

/** A grid of goods tiles with its loading, error and empty states. */
export function GoodsGrid({ items, pending, error, onRetry, skeletons, empty, columns = 5, eagerCount = 0, stale, label }: GoodsGridProps) {
  if (error && !items) return <ErrorState onRetry={onRetry} />;
  if (pending && !items) {
    return (
      <div className={`goods-grid goods-grid--${columns}`} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <GoodsCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!items?.length) return <>{empty}</>;
  return (
    <ul className={`goods-grid goods-grid--${columns}${stale ? ' is-stale' : ''}`} aria-label={label} aria-busy={stale || undefined}>
      {items.map((g, i) => (
        <li key={g.id}>
          <GoodsCard goods={g} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
