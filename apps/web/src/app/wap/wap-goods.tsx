import { WAP_GALLERY_SIZES, imagePreload } from '@mall/contracts';
import { Suspense, lazy, useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Count, Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { goodsDetailQueryOptions, useGoodsDetail } from '@/features/catalog/api/get-goods-detail';
import { CatalogImage } from '@/components/ui/catalog-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FavouriteButton } from '@/features/catalog/components/favourite-button';
import { PriceTag } from '@/features/catalog/components/price-tag';
import { ratioOf, selectedSku } from '@/lib/sku';
import type { GoodsDetail } from '@/features/catalog/types';
import { tNodes } from '@/lib/t-nodes';
import { currentLang } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { usePageTitle } from '@/lib/use-page-title';
import { prefetch, preloadImage, viewerNow } from '@/features/catalog/api/prefetch';
import { PageBar } from '@/components/layouts/page-bar';
import { Swiper } from './components/swiper';
import { WapImage } from './components/wap-image';
import { WhenIdle } from './components/when-near';
import type { Purchase } from './wap-goods-sheet';
import { wapShop } from './links';
import { useTextLang } from '@/lib/text-lang';

function Pictures({ goods, showIndex }: { goods: GoodsDetail; showIndex?: number }) {
  const { t } = useTranslation('catalog');
  if (!goods.images.length) {
    return (
      <div className="wap-gallery">
        <CatalogImage url="" width={480} alt={goods.name} className="wap-gallery__img" />
      </div>
    );
  }
  return (
    <Swiper
      className="wap-gallery"
      label={t('product.pictures')}
      slideLabel={(n, total) => t('product.picture', { n, total })}
      indicator="counter"
      showIndex={showIndex}
      ahead={1}
      testId="wap-gallery"
      slides={goods.images.map((src, i) => (
        // The first picture is the page's largest element: loaded at once and first, the rest lazily.
        <WapImage
          key={src}
          url={src}
          sizes={WAP_GALLERY_SIZES}
          boxWidth={480}
          alt={i === 0 ? goods.name : ''}
          className="wap-gallery__img"
          eager={i === 0}
          afterFirstScreen
        />
      ))}
    />
  );
}

// Options, quantity and the cart are a bottom sheet of their own chunk: fetched once the page is
// shown, rendered on the first tap.
const SkuSheet = lazy(() => import('./wap-goods-sheet'));
// The cart link (with the number of lines) reads the cart's storage: once the first screen has settled
// (WhenIdle), its place held by an empty icon of the same size meanwhile.
const CartLink = lazy(() => import('@/features/cart/components/cart-link').then((m) => ({ default: m.CartLink })));
// So does the customer-service link beside it (its unread count is a call of its own).
const ChatEntryLink = lazy(() => import('@/features/chat/chat-entry-link').then((m) => ({ default: m.ChatEntryLink })));
// The store, the description and the reviews (wap-goods-more.tsx): after the first screen.
const GoodsMore = lazy(() => import('./wap-goods-more'));

function MoreSkeleton() {
  return (
    <div className="wap-block" aria-hidden="true">
      <Skeleton width="100%" height="6em" />
    </div>
  );
}

function GoodsSkeleton() {
  return (
    <div aria-busy="true">
      <div className="wap-gallery skeleton" />
      <div className="wap-block wap-goods-info" aria-hidden="true">
        <Skeleton width="45%" height="1.8em" />
        <Skeleton width="90%" height="1.2em" />
        <Skeleton width="60%" height="1.2em" />
        <Skeleton width="70%" />
      </div>
      <div className="wap-block" aria-hidden="true">
        <Skeleton width="100%" height="2.6em" />
      </div>
    </div>
  );
}

function Goods({ id }: { id: string }) {
  const { t } = useTranslation('wap');
  const textLang = useTextLang();
  const q = useGoodsDetail(id);
  // The page renders from the answer in a transition, in slices that leave the browser free between
  // them (the answer itself arrives as an urgent update). Shown again from the cache, it renders at once.
  const goods = useDeferredValue(q.data);
  usePageTitle(goods?.name ?? t('goods.title'));
  const [sheet, setSheet] = useState(false);
  const [purchase, setPurchase] = useState<Purchase>({ selection: {}, quantity: 1 });
  const [sheetUsed, setSheetUsed] = useState(false);
  useEffect(() => {
    if (!goods) return;
    // the sheet's code, fetched once the page has settled (it is needed only on a tap)
    const load = () => void import('./wap-goods-sheet');
    if (!window.requestIdleCallback) {
      const t = window.setTimeout(load, 1500);
      return () => window.clearTimeout(t);
    }
    const h = window.requestIdleCallback(load, { timeout: 4000 });
    return () => window.cancelIdleCallback(h);
  }, [goods]);
  const openSheet = () => {
    setSheetUsed(true);
    setSheet(true);
  };

  if (!goods) {
    return (
      <div className="wap-page">
        <PageBar title={t('goods.title')} />
        {q.isError ? <ErrorState onRetry={() => void q.refetch()} message={q.error.message} /> : <GoodsSkeleton />}
      </div>
    );
  }

  const { goodAttrs, skus } = goods.canSelectAttributes;
  const sku = selectedSku(goodAttrs, skus, purchase.selection);
  const chosen = goodAttrs.flatMap((a) =>
    a.attrValues.filter((v) => v.attrValueId === purchase.selection[a.attrId]).map((v) => v.attrValueName),
  );
  const missing = goodAttrs.filter((a) => !purchase.selection[a.attrId]).map((a) => a.attrName);
  // the chosen option's picture, when it is one of the gallery's
  const skuImage = sku ? sku.img.find(Boolean) || sku.coverImg : '';
  const showIndex = skuImage ? goods.images.indexOf(skuImage) : -1;

  return (
    <div className="wap-page wap-goods">
      <PageBar title={t('goods.title')} heading={false} />
      <Pictures goods={goods} showIndex={showIndex >= 0 ? showIndex : undefined} />
      <section className="wap-block wap-goods-info">
        <div data-testid="wap-goods-price">
          <PriceTag
            sellingPrice={sku ? sku.sellingPrice : goods.sellingPrice}
            discountPrice={sku ? sku.discountPrice : goods.discountPrice}
            discountRatio={sku ? ratioOf(sku.sellingPrice, sku.discountPrice) : goods.discountRatio}
            size="lg"
          />
        </div>
        <h1 className="wap-goods-info__name" dir="auto" lang={textLang(goods.nameLang)} data-testid="wap-goods-name">
          {goods.name}
        </h1>
        <p className="wap-goods-info__meta">
          <span>{tNodes(t, 'catalog:goods.sold', { sold: <Count value={goods.soldNum} /> })}</span>
          <span aria-hidden="true">·</span>
          <span>{tNodes(t, 'catalog:product.views', { views: <Count value={goods.viewsNum} /> })}</span>
        </p>
        <p className="wap-goods-info__tip" data-testid="wap-freight">
          {tNodes(t, 'catalog:product.freightTip', {
            freight: <Money value={goods.freightAmount} />,
            tax: <Money value={goods.goodsTax} />,
          })}
        </p>
        {goods.isShelf !== 1 ? <p className="notice notice--warning">{t('catalog:product.offShelf')}</p> : null}
      </section>
      <button type="button" className="wap-block wap-goods-choose" onClick={openSheet} data-testid="wap-choose">
        <span className="wap-goods-choose__label">{chosen.length ? t('goods.selected') : t('goods.choose')}</span>
        <span className="wap-goods-choose__value">
          <bdi>
            {(missing.length && goodAttrs.length ? missing : chosen).join(t('goods.separator'))}
            {goodAttrs.length ? ' · ' : ''}
            {tNodes(t, 'goods.quantity', { n: <Count value={Math.max(purchase.quantity, goods.buyMin)} /> })}
          </bdi>
        </span>
        <span className="chevron" aria-hidden="true" />
      </button>
      {/* Below the first screen: the store, the description and the reviews, a chunk of their own that loads
          once the first screen has settled (its place held by a skeleton of the store block meanwhile). */}
      <WhenIdle fallback={<MoreSkeleton />}>
        <GoodsMore goods={goods} />
      </WhenIdle>
      <div className="wap-buybar">
        <Link to={wapShop(goods.sellerId || goods.seller.id)} className="wap-buybar__icon">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4 4h16l1 5a3 3 0 01-2 2.8V20H5v-8.2A3 3 0 013 9zm2 8v6h12v-6a3 3 0 01-2-1 3 3 0 01-4 0 3 3 0 01-4 0 3 3 0 01-2 1zm-.4-6l-.6 3a1 1 0 002 0h2a1 1 0 002 0h2a1 1 0 002 0h2a1 1 0 002 0l-.6-3z"
            />
          </svg>
          <span>{t('goods.store')}</span>
        </Link>
        <WhenIdle fallback={<span className="wap-buybar__icon" aria-hidden="true" />}>
          <ChatEntryLink variant="icon" className="wap-buybar__icon" />
        </WhenIdle>
        <WhenIdle fallback={<span className="wap-buybar__icon" aria-hidden="true" />}>
          <CartLink to="/wap/cart" className="wap-buybar__icon" />
        </WhenIdle>
        <span className="wap-buybar__fav">
          <FavouriteButton goodsId={goods.id} isKeep={goods.isKeep === 1} />
        </span>
        <button type="button" className="btn btn--primary wap-buybar__main" onClick={openSheet} data-testid="wap-buy">
          {t('catalog:product.addToCart')}
        </button>
      </div>
      {sheetUsed ? (
        <Suspense fallback={null}>
          <SkuSheet goods={goods} open={sheet} onClose={() => setSheet(false)} value={purchase} onChange={setPurchase} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The goods (route loader), and its first picture as soon as its address is known. */
export function prefetchPage(url: URL): void {
  const id = url.searchParams.get('id')?.trim();
  if (!id) return;
  const options = goodsDetailQueryOptions(currentLang(), id, viewerNow());
  void prefetch(options).then(() => {
    const first = queryClient.getQueryData(options.queryKey)?.images[0];
    if (first) preloadImage(imagePreload(first, WAP_GALLERY_SIZES));
  });
}

/** `/wap/goods?id=<goods id>`: pictures, price, options sheet, freight and tax, store, description. */
export default function WapGoodsPage() {
  const { t } = useTranslation('wap');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  if (!id) {
    return (
      <div className="wap-page">
        <PageBar title={t('goods.title')} />
        <EmptyState title={t('catalog:product.notFound')}>
          <Link to="/wap" className="btn btn--primary">
            {t('common:actions.goHome')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  // another goods starts with a fresh selection and quantity
  return <Goods key={id} id={id} />;
}
