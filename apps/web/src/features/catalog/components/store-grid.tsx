import type { ReactNode } from 'react';
import type { StoreCard as StoreCardData } from '@/features/catalog/types';
import { ErrorState } from '@/components/ui/error-state';
import { StoreCard, StoreCardSkeleton } from './store-card';

/** Store tiles with loading and error states (the caller renders the empty state). */
export function StoreGrid({
  items,
  pending,
  error,
  onRetry,
  skeletons,
  empty,
}: {
  items: StoreCardData[] | undefined;
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  skeletons: number;
  empty?: ReactNode;
}) {
  if (error && !items) return <ErrorState onRetry={onRetry} />;
  if (pending && !items) {
    return (
      <div className="store-grid" aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <StoreCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!items?.length) return <>{empty ?? null}</>;
  return (
    <ul className="store-grid">
      {items.map((s) => (
        <li key={s.id}>
          <StoreCard store={s} />
        </li>
      ))}
    </ul>
  );
}
