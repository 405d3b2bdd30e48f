import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { CatalogImage } from '@/components/ui/catalog-image';
import { ErrorState } from '@/components/ui/error-state';
import { Rating } from '@/features/catalog/components/rating';
import type { StoreCard } from '@/features/catalog/types';
import { wapShop } from '@/app/wap/links';

/** A store as a list row: avatar, name, good-review rate, followers and products. */
export function WapStoreRow({ store }: { store: StoreCard }) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={wapShop(store.id)} className="wap-store" data-testid="wap-store">
      <CatalogImage url={store.avatar} width={240} boxWidth={48} alt="" className="wap-store__avatar" />
      <span className="wap-store__body">
        <span className="wap-store__name" dir="auto">
          {store.name}
        </span>
        <Rating value={store.highOpinion} />
        <span className="wap-store__stats">
          <span>
            {t('store.followers')} <Count value={store.focusNum} />
          </span>
          <span>
            {t('store.goodsCount')} <Count value={store.sellerGoodsNum} />
          </span>
        </span>
      </span>
      <span className="chevron wap-store__chevron" aria-hidden="true" />
    </Link>
  );
}

export function WapStoreRowSkeleton() {
  return (
    <div className="wap-store" aria-hidden="true">
      <span className="wap-store__avatar skeleton" />
      <span className="wap-store__body">
        <Skeleton width="60%" height="1.1em" />
        <Skeleton width="40%" />
        <Skeleton width="70%" />
      </span>
    </div>
  );
}

/** A list of store rows with its loading and error states (the caller renders the empty state). */
export function WapStoreList({
  items: answered,
  pending,
  error,
  onRetry,
  skeletons = 3,
  empty,
}: {
  items: StoreCard[] | undefined;
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  skeletons?: number;
  empty?: ReactNode;
}) {
  // the rows render in a transition, in slices (see WapGoodsRow)
  const items = useDeferredValue(answered);
  if (error && !items) return <ErrorState onRetry={onRetry} />;
  if ((pending || answered) && !items) {
    return (
      <div className="wap-stores" aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <WapStoreRowSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!items?.length) return <>{empty ?? null}</>;
  return (
    <ul className="wap-stores">
      {items.map((s) => (
        <li key={s.id}>
          <WapStoreRow store={s} />
        </li>
      ))}
    </ul>
  );
}
