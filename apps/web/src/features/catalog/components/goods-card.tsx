import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import type { GoodsCard as GoodsCardData } from '@/features/catalog/types';
import { CatalogImage } from '@/components/ui/catalog-image';
import { FavouriteButton } from './favourite-button';
import { PriceTag } from './price-tag';
import { useTextLang } from '@/lib/text-lang';

/**
 * What every goods tile shows (desktop and mobile): the picture's box with the off-shelf flag, the
 * name and the price. The picture is the caller's (the desktop and the mobile site size it apart).
 */
export function GoodsCardBody({ goods, picture }: { goods: GoodsCardData; picture: ReactNode }) {
  const { t } = useTranslation('catalog');
  const textLang = useTextLang();
  return (
    <>
      <span className="goods-card__media">
        {picture}
        {goods.isShelf === 0 ? <span className="goods-card__flag">{t('goods.offShelf')}</span> : null}
      </span>
      <h3 className="goods-card__name" dir="auto" lang={textLang(goods.nameLang)}>
        {goods.name}
      </h3>
      <PriceTag sellingPrice={goods.sellingPrice} discountPrice={goods.discountPrice} discountRatio={goods.discountRatio} />
    </>
  );
}

/** Goods tile: square picture (box reserved), name, price with discount, real sold count, heart. */
export function GoodsCard({ goods, eager }: { goods: GoodsCardData; eager?: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <article className="goods-card" data-testid="goods-card">
      <Link to={`/productDetails?id=${encodeURIComponent(goods.id)}`} className="goods-card__link">
        <GoodsCardBody
          goods={goods}
          picture={<CatalogImage url={goods.imgUrl1} width={240} alt="" className="goods-card__img" eager={eager} />}
        />
        <p className="goods-card__sold">{t('goods.sold', { sold: formatCount(goods.soldNum) })}</p>
      </Link>
      <span className="goods-card__fav">
        <FavouriteButton goodsId={goods.id} isKeep={goods.isKeep === 1} />
      </span>
    </article>
  );
}
