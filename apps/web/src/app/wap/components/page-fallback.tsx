import { Skeleton } from '@/components/ui/spinner';
import { GoodsCardSkeleton } from '@/components/ui/goods-card-skeleton';

/** Shown while a mobile page's code loads: the shape of a page (bar, block, two tiles), not a spinner. */
export function WapPageFallback() {
  return (
    <div className="wap-fallback" aria-busy="true">
      <div className="wap-bar">
        <Skeleton width="60%" height="1.2em" />
      </div>
      <div className="wap-pad">
        <Skeleton width="100%" height="120px" />
        <div className="wap-grid">
          {/* two tiles' shape (the layout's fallback does not pull in the real tiles' code) */}
          <GoodsCardSkeleton className="wap-card" noSold />
          <GoodsCardSkeleton className="wap-card" noSold />
        </div>
      </div>
    </div>
  );
}
