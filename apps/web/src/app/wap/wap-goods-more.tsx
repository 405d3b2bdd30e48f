import { lazy } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { StatList } from '@/components/ui/stat-list';
import { ContactSellerButton } from '@/features/chat/contact-seller-button';
import { CatalogImage } from '@/components/ui/catalog-image';
import { ProductDescription } from '@/features/catalog/components/product-description';
import { Rating } from '@/features/catalog/components/rating';
import type { GoodsDetail } from '@/features/catalog/types';
import { WhenIdle } from './components/when-near';
import { wapShop } from './links';
import { useTextLang } from '@/lib/text-lang';

// The reviews (filters, list, photo viewer) sit below the description: their code, texts and requests
// start once the page has settled (WhenIdle).
const ProductReviews = lazy(() => import('@/features/evaluation/components/product-reviews'));

function StoreBlock({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('catalog');
  const s = goods.seller;
  return (
    <section className="wap-block wap-goods-store" aria-labelledby="wap-goods-store">
      <Link to={wapShop(s.id)} className="wap-goods-store__head" data-testid="wap-goods-store">
        <CatalogImage url={s.avatar} width={240} boxWidth={48} alt="" className="wap-store__avatar" />
        <span className="wap-store__body">
          <span id="wap-goods-store" className="wap-store__name" dir="auto">
            {s.name}
          </span>
          <Rating value={s.highOpinion} />
        </span>
        <span className="wap-goods-store__visit">
          {t('product.visitStore')}
          <span className="chevron" aria-hidden="true" />
        </span>
      </Link>
      <StatList
        className="wap-stats"
        items={[
          { label: t('store.followers'), value: <Count value={s.focusNum} /> },
          { label: t('store.sales'), value: <Count value={s.soldNum} /> },
          { label: t('store.goodsCount'), value: <Count value={s.sellerGoodsNum} /> },
        ]}
      />
      <ContactSellerButton
        storeId={s.id}
        storeName={s.name}
        own={s.isOwn === 1}
        mobile
        className="btn btn--secondary btn--sm btn--block contact-seller"
      />
    </section>
  );
}

/**
 * The mobile goods page below its first screen: the store (with "Contact seller"), the description and the
 * reviews. A chunk of its own (wap-goods.tsx loads it once the first screen has settled), so that its code
 * is not on the way to the page's first paint.
 */
export default function GoodsMore({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('wap');
  const textLang = useTextLang();
  return (
    <>
      <StoreBlock goods={goods} />
      <section className="wap-block" aria-labelledby="wap-goods-des">
        <h2 id="wap-goods-des" className="wap-section__title">
          {t('catalog:product.tabs.description')}
        </h2>
        {goods.des.trim() || goods.imgDes.trim() ? (
          <div className="wap-goods-des">
            <ProductDescription html={goods.des} lang={textLang(goods.desLang)} />
            <ProductDescription html={goods.imgDes} className="rich-text--images" lang={textLang(goods.imgDesLang)} />
          </div>
        ) : (
          <p className="muted">{t('catalog:product.noDescription')}</p>
        )}
      </section>
      <section className="wap-block" aria-labelledby="wap-goods-reviews" data-testid="wap-goods-reviews">
        <h2 id="wap-goods-reviews" className="wap-section__title">
          {t('catalog:product.tabs.reviews')}
        </h2>
        <WhenIdle fallback={<Skeleton width="100%" height="4em" />}>
          <ProductReviews goodsId={goods.id} compact />
        </WhenIdle>
      </section>
    </>
  );
}
