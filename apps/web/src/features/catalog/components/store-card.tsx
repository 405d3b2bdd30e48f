import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import type { StoreCard as StoreCardData } from '@/features/catalog/types';
import { CatalogImage } from '@/components/ui/catalog-image';
import { Rating } from './rating';
import { StatList } from '@/components/ui/stat-list';

/** Store tile: avatar, name, good-review rate, followers, sales, goods count. */
export function StoreCard({ store }: { store: StoreCardData }) {
  const { t } = useTranslation('catalog');
  return (
    <article className="store-card" data-testid="store-card">
      <Link to={`/store?id=${encodeURIComponent(store.id)}`} className="store-card__link">
        <CatalogImage url={store.avatar} width={240} boxWidth={64} alt="" className="store-card__avatar" />
        <span className="store-card__body">
          <h3 className="store-card__name">
            <bdi>{store.name}</bdi>
          </h3>
          <span className="store-card__rating">
            <Rating value={store.highOpinion} />
          </span>
        </span>
      </Link>
      <StatList
        className="store-card__stats"
        items={[
          { label: t('store.followers'), value: <Count value={store.focusNum} /> },
          { label: t('store.sales'), value: <Count value={store.soldNum} /> },
          { label: t('store.goodsCount'), value: <Count value={store.sellerGoodsNum} /> },
        ]}
      />
    </article>
  );
}

export function StoreCardSkeleton() {
  return (
    <div className="store-card store-card--skeleton" aria-hidden="true">
      <span className="store-card__link">
        <span className="store-card__avatar skeleton" />
        <span className="store-card__body">
          <Skeleton width="70%" height="1.1em" />
          <Skeleton width="45%" />
        </span>
      </span>
      <span className="store-card__stats">
        <Skeleton width="100%" height="2.4em" />
      </span>
    </div>
  );
}
