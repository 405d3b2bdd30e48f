import { Skeleton } from '@/components/ui/spinner';

/**
 * The shape of a goods tile while it loads (picture, two lines of name, price, and the sold count
 * unless `noSold`): the desktop grid's, the mobile tiles' (`className="wap-card"`) and the mobile
 * page fallback's, which must not pull in the real tiles' code.
 */
export function GoodsCardSkeleton({ className, noSold = false }: { className?: string; noSold?: boolean }) {
  return (
    <div className={`goods-card goods-card--skeleton${className ? ` ${className}` : ''}`} aria-hidden="true">
      <span className="goods-card__media skeleton" />
      <span className="goods-card__name">
        <Skeleton width="90%" />
        <Skeleton width="60%" />
      </span>
      <Skeleton width="50%" height="1.2em" />
      {noSold ? null : <Skeleton width="35%" height="0.9em" />}
    </div>
  );
}
