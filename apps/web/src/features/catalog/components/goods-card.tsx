import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { formatCount } from '@/lib/format';
import type { GoodsCard as GoodsCardData } from '@/features/catalog/types';
import { CatalogImage } from '@/components/ui/catalog-image';
import { FavouriteButton } from './favourite-button';
import { PriceTag } from './price-tag';
import { useTextLang } from '@/lib/text-lang';

/** Goods tile: square picture (box reserved), name, price with discount, real sold count, heart. */
export function GoodsCard({ goods, eager }: { goods: GoodsCardData; eager?: boolean }) {
  const { t } = useTranslation('catalog');
  const textLang = useTextLang();
  return (
    <article className="goods-card" data-testid="goods-card">
      <Link to={`/productDetails?id=${encodeURIComponent(goods.id)}`} className="goods-card__link">
        <span className="goods-card__media">
          <CatalogImage url={goods.imgUrl1} width={240} alt="" className="goods-card__img" eager={eager} />
          {goods.isShelf === 0 ? <span className="goods-card__flag">{t('goods.offShelf')}</span> : null}
        </span>
        <h3 className="goods-card__name" dir="auto" lang={textLang(goods.nameLang)}>
          {goods.name}
        </h3>
        <PriceTag sellingPrice={goods.sellingPrice} discountPrice={goods.discountPrice} discountRatio={goods.discountRatio} />
        <p className="goods-card__sold">{t('goods.sold', { sold: formatCount(goods.soldNum) })}</p>
      </Link>
      <span className="goods-card__fav">
        <FavouriteButton goodsId={goods.id} isKeep={goods.isKeep === 1} />
      </span>
    </article>
  );
}

export function GoodsCardSkeleton() {
  return (
    <div className="goods-card goods-card--skeleton" aria-hidden="true">
      <span className="goods-card__media skeleton" />
      <span className="goods-card__name">
        <Skeleton width="90%" />
        <Skeleton width="60%" />
      </span>
      <Skeleton width="50%" height="1.2em" />
      <Skeleton width="35%" height="0.9em" />
    </div>
  );
}
