import { Skeleton } from '@/components/ui/spinner';

/** Two tiles' shape (the layout's fallback does not pull in the real tiles' code). */
function TileShape() {
  return (
    <div className="goods-card goods-card--skeleton wap-card" aria-hidden="true">
      <span className="goods-card__media skeleton" />
      <span className="goods-card__name">
        <Skeleton width="90%" />
        <Skeleton width="60%" />
      </span>
      <Skeleton width="50%" height="1.2em" />
    </div>
  );
}

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
          <TileShape />
          <TileShape />
        </div>
      </div>
    </div>
  );
}
