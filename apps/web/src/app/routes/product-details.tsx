import { lazy, Suspense, useState } from 'react';
import { ContactSellerButton } from '@/features/chat/contact-seller-button';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Count, Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { useGoodsDetail } from '@/features/catalog/api/get-goods-detail';
import { useMaxBuy } from '@/lib/max-buy';
import { CatalogImage } from '@/components/ui/catalog-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FavouriteButton } from '@/features/catalog/components/favourite-button';
import { Gallery } from '@/features/catalog/components/gallery';
import { PriceTag } from '@/features/catalog/components/price-tag';
import { QuantityStepper } from '@/features/catalog/components/quantity-stepper';
import { Rating } from '@/features/catalog/components/rating';
// by file, not the cart's index: the page takes only its buttons' hook (the rest of the cart loads later)
import { useBuyActions } from '@/features/cart/use-buy-actions';
import { SkuPicker } from '@/features/catalog/components/sku-picker';
import { ratioOf, selectedSku, type SkuSelection } from '@/lib/sku';
import type { GoodsDetail } from '@/features/catalog/types';
import { tNodes } from '@/lib/t-nodes';
import { usePageTitle } from '@/lib/use-page-title';
import { StatList } from '@/components/ui/stat-list';
import { useTextLang } from '@/lib/text-lang';

// Description, reviews and recommendations are below the fold: their code loads after the product's.
const ProductExtras = lazy(() => import('@/features/catalog/components/product-extras'));
const MoreFromStore = lazy(() => import('@/features/catalog/components/product-extras').then((m) => ({ default: m.MoreFromStore })));
// The reviews (filters, list, photo viewer) are their own chunk, loaded when their tab is first opened.
const ProductReviews = lazy(() => import('@/features/evaluation/components/product-reviews'));

function StoreBox({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('catalog');
  const s = goods.seller;
  const href = `/store?id=${encodeURIComponent(s.id)}`;
  return (
    <aside className="store-box" aria-labelledby="store-box-name">
      <Link to={href} className="store-box__head">
        <CatalogImage url={s.avatar} width={240} boxWidth={56} alt="" className="store-box__avatar" />
        <span>
          <span id="store-box-name" className="store-box__name">
            <bdi>{s.name}</bdi>
          </span>
          <Rating value={s.highOpinion} />
        </span>
      </Link>
      <StatList
        className="store-box__stats"
        items={[
          { label: t('store.followers'), value: <Count value={s.focusNum} /> },
          { label: t('store.sales'), value: <Count value={s.soldNum} /> },
          { label: t('store.goodsCount'), value: <Count value={s.sellerGoodsNum} /> },
        ]}
      />
      <Link to={href} className="btn btn--secondary btn--block" data-testid="visit-store">
        {t('product.visitStore')}
      </Link>
      <ContactSellerButton storeId={s.id} storeName={s.name} own={s.isOwn === 1} className="btn btn--secondary btn--block contact-seller" />
      <Suspense fallback={null}>
        <MoreFromStore goods={goods} />
      </Suspense>
    </aside>
  );
}

interface BuyBoxProps {
  goods: GoodsDetail;
  selection: SkuSelection;
  onSelect: (next: SkuSelection) => void;
}

function BuyBox({ goods, selection, onSelect }: BuyBoxProps) {
  const { t } = useTranslation('catalog');
  const maxBuy = useMaxBuy();
  const { addToCart, buyNow } = useBuyActions(goods, '/settlement');
  const { goodAttrs, skus } = goods.canSelectAttributes;
  const sku = selectedSku(goodAttrs, skus, selection);
  const min = goods.buyMin;
  const max = Math.max(min, sku ? Math.min(maxBuy, sku.stock) : maxBuy);
  const [quantity, setQuantity] = useState(min);
  const qty = Math.min(Math.max(quantity, min), max);
  const selling = sku ? sku.sellingPrice : goods.sellingPrice;
  const discount = sku ? sku.discountPrice : goods.discountPrice;
  const ratio = sku ? ratioOf(sku.sellingPrice, sku.discountPrice) : goods.discountRatio;
  const missing = goodAttrs.filter((a) => !selection[a.attrId]).map((a) => a.attrName);
  const onSale = goods.isShelf === 1;

  return (
    <div className="buy-box">
      <div className="buy-box__price" data-testid="product-price">
        <PriceTag sellingPrice={selling} discountPrice={discount} discountRatio={ratio} size="lg" />
      </div>
      <p className="buy-box__tip">
        {tNodes(t, 'product.freightTip', { freight: <Money value={goods.freightAmount} />, tax: <Money value={goods.goodsTax} /> })}
      </p>
      {!onSale ? <p className="notice notice--warning">{t('product.offShelf')}</p> : null}
      <SkuPicker attrs={goodAttrs} skus={skus} value={selection} onChange={onSelect} />
      <div className="buy-box__qty">
        <QuantityStepper
          value={qty}
          min={min}
          max={max}
          onChange={setQuantity}
          label={t('product.quantity')}
          hint={t('product.quantityHint', { min, max })}
        />
        <p className="buy-box__stock" aria-live="polite">
          {sku
            ? sku.stock > 0
              ? tNodes(t, 'product.inStock', { stock: <Count value={sku.stock} /> })
              : t('product.unavailableOption')
            : missing.length
              ? t('product.chooseOptions', { options: missing.join(', ') })
              : null}
        </p>
      </div>
      <div className="buy-box__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={!onSale}
          onClick={() => void addToCart(selection, qty)}
          data-testid="add-to-cart"
        >
          {t('product.addToCart')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={!onSale}
          onClick={() => void buyNow(selection, qty)}
          data-testid="buy-now"
        >
          {t('product.buyNow')}
        </button>
        <FavouriteButton goodsId={goods.id} isKeep={goods.isKeep === 1} variant="full" />
      </div>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="product" aria-busy="true">
      <div className="gallery">
        <div className="gallery__main skeleton" />
      </div>
      <div className="product__info" aria-hidden="true">
        <Skeleton width="80%" height="1.8em" />
        <Skeleton width="40%" />
        <Skeleton width="50%" height="2.2em" />
        <Skeleton width="70%" />
        <Skeleton width="100%" height="6em" />
      </div>
      <div className="store-box" aria-hidden="true">
        <Skeleton width="100%" height="10em" />
      </div>
    </div>
  );
}

function Product({ id }: { id: string }) {
  const { t } = useTranslation('catalog');
  const textLang = useTextLang();
  const q = useGoodsDetail(id);
  const goods = q.data;
  usePageTitle(goods?.name ?? t('common:pages.productDetails'));
  const [selection, setSelection] = useState<SkuSelection>({});
  const sku = goods ? selectedSku(goods.canSelectAttributes.goodAttrs, goods.canSelectAttributes.skus, selection) : undefined;
  const skuImage = sku ? sku.img.find(Boolean) || sku.coverImg || undefined : undefined;

  if (q.isError && !goods) {
    return (
      <div className="container page-pad">
        <ErrorState onRetry={() => void q.refetch()} message={q.error.message} />
      </div>
    );
  }
  return (
    <div className="container page-pad">
      <nav className="breadcrumb" aria-label={t('common:nav.breadcrumb')}>
        <Link to="/index">{t('common:nav.home')}</Link>
        <span className="breadcrumb__sep" aria-hidden="true" />
        {goods ? (
          <>
            <Link to={`/classification?categoryId=${encodeURIComponent(goods.categoryId)}`}>
              <bdi lang={goods.categoryName ? textLang(goods.categoryNameLang) : undefined}>
                {goods.categoryName || t('common:pages.classification')}
              </bdi>
            </Link>
            <span className="breadcrumb__sep" aria-hidden="true" />
            <span className="breadcrumb__current" dir="auto" lang={textLang(goods.nameLang)}>
              {goods.name}
            </span>
          </>
        ) : (
          <Skeleton width="12em" />
        )}
      </nav>
      {!goods ? (
        <ProductSkeleton />
      ) : (
        <>
          <div className="product">
            <Gallery images={goods.images} name={goods.name} override={skuImage} />
            <div className="product__info">
              <h1 className="product__name" dir="auto" lang={textLang(goods.nameLang)}>
                {goods.name}
              </h1>
              <p className="product__meta">
                <span>{tNodes(t, 'goods.sold', { sold: <Count value={goods.soldNum} /> })}</span>
                <span aria-hidden="true">·</span>
                <span>{tNodes(t, 'product.views', { views: <Count value={goods.viewsNum} /> })}</span>
              </p>
              <BuyBox goods={goods} selection={selection} onSelect={setSelection} />
            </div>
            <StoreBox goods={goods} />
          </div>
          <Suspense fallback={null}>
            <ProductExtras goods={goods} reviews={<ProductReviews goodsId={goods.id} />} />
          </Suspense>
        </>
      )}
    </div>
  );
}

/** `/productDetails?id=<goods id>` */
export default function ProductDetailsPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  if (!id) {
    return (
      <div className="container page-pad">
        <EmptyState title={t('product.notFound')}>
          <Link to="/index" className="btn btn--primary">
            {t('common:actions.goHome')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  // A new id starts with a fresh selection and quantity.
  return <Product key={id} id={id} />;
}
