import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { storeQueryOptions, useStore } from '@/features/catalog/api/get-store';
import { CatalogImage } from '@/components/ui/catalog-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FollowButton } from '@/features/catalog/components/follow-button';
import { ContactSellerButton } from '@/features/chat/contact-seller-button';
import { Rating } from '@/features/catalog/components/rating';
import { adjustedFollowers, useOverride } from '@/features/catalog/favourites-store';
import type { StoreInfo } from '@/features/catalog/types';
import { currentLang } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { prefetch, viewerNow } from '@/features/catalog/api/prefetch';
import { goodsListQueryOptions } from '@/features/catalog/api/get-goods-list';
import { WAP_PAGE_SIZE } from '@/features/catalog/api/goods-pages';
import { PageBar } from '@/components/layouts/page-bar';
import { readSort } from './components/sort-tabs';
import { SortedGoods } from './components/sorted-goods';
import { useTextLang } from '@/lib/text-lang';

function ShopHead({ store }: { store: StoreInfo }) {
  const { t } = useTranslation('catalog');
  const textLang = useTextLang();
  const override = useOverride('followed', store.id);
  const followers = adjustedFollowers(store.focusNum, store.isFocus === 1, override);
  const banner = store.banner1 || store.banner2 || store.banner3;
  return (
    <section className="wap-shop-head" aria-labelledby="wap-shop-name">
      {banner ? (
        <CatalogImage url={banner} width={800} boxWidth={1200} boxHeight={400} alt="" className="wap-shop-head__banner" eager />
      ) : null}
      <div className="wap-block wap-shop-head__main">
        <CatalogImage url={store.avatar} width={240} boxWidth={64} alt="" className="wap-shop-head__avatar" eager />
        <div className="wap-shop-head__body">
          <h1 id="wap-shop-name" className="wap-shop-head__name" data-testid="wap-shop-name" dir="auto">
            {store.name}
          </h1>
          <Rating value={store.highOpinion} />
        </div>
        <FollowButton sellerId={store.id} isFocus={store.isFocus === 1} size="sm" />
      </div>
      {store.shopRemark ? (
        <p className="wap-shop-head__remark" dir="auto" lang={textLang(store.shopRemarkLang)}>
          {store.shopRemark}
        </p>
      ) : null}
      <dl className="wap-stats wap-stats--shop" data-testid="wap-shop-stats">
        <div>
          <dt>{t('store.followers')}</dt>
          <dd data-testid="wap-shop-followers">
            <Count value={followers} />
          </dd>
        </div>
        <div>
          <dt>{t('store.sales')}</dt>
          <dd>
            <Count value={store.soldNum} />
          </dd>
        </div>
        <div>
          <dt>{t('store.views')}</dt>
          <dd>
            <Count value={store.viewsNum} />
          </dd>
        </div>
        <div>
          <dt>{t('store.goodsCount')}</dt>
          <dd>
            <Count value={store.sellerGoodsNum} />
          </dd>
        </div>
      </dl>
      {store.isOwn === 1 ? null : (
        <div className="wap-shop-head__contact">
          <ContactSellerButton
            storeId={store.id}
            storeName={store.name}
            mobile
            className="btn btn--secondary btn--sm btn--block contact-seller"
          />
        </div>
      )}
    </section>
  );
}

function ShopHeadSkeleton() {
  return (
    <div className="wap-shop-head" aria-busy="true">
      <div className="wap-block wap-shop-head__main" aria-hidden="true">
        <span className="wap-shop-head__avatar skeleton" />
        <div className="wap-shop-head__body">
          <Skeleton width="70%" height="1.3em" />
          <Skeleton width="40%" />
        </div>
      </div>
      <div className="wap-stats wap-stats--shop" aria-hidden="true">
        <Skeleton width="100%" height="2.6em" />
      </div>
    </div>
  );
}

function Shop({ id }: { id: string }) {
  const { t } = useTranslation('wap');
  const store = useStore(id);
  usePageTitle(store.data?.name ?? t('shop.title'));
  return (
    <div className="wap-page">
      <PageBar title={store.data?.name ?? t('shop.title')} heading={false} />
      {store.data ? (
        <ShopHead store={store.data} />
      ) : store.isError ? (
        <ErrorState onRetry={() => void store.refetch()} message={store.error.message} />
      ) : (
        <ShopHeadSkeleton />
      )}
      {store.isError && !store.data ? null : (
        <section aria-labelledby="wap-shop-goods">
          <h2 id="wap-shop-goods" className="wap-section__title wap-shop-goods__title">
            {t('catalog:store.goods')}
          </h2>
          <SortedGoods filter={{ sellerId: id }} skeletons={4} testId="wap-shop-goods" />
        </section>
      )}
    </div>
  );
}

/** The store and its first goods (route loader). */
export function prefetchPage(url: URL): void {
  const p = url.searchParams;
  const id = p.get('id')?.trim() || p.get('storeId')?.trim();
  if (!id) return;
  const lang = currentLang();
  void prefetch(storeQueryOptions(lang, id, viewerNow()));
  void prefetch(goodsListQueryOptions(lang, { ...readSort(p), sellerId: id, pageNum: 1, pageSize: WAP_PAGE_SIZE }, viewerNow()));
}

/** `/wap/shop?id=<store id>`: store header with follow and stats, then its goods. */
export default function WapShopPage() {
  const { t } = useTranslation('wap');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || params.get('storeId')?.trim() || '';
  if (!id) {
    return (
      <div className="wap-page">
        <PageBar title={t('shop.title')} />
        <EmptyState title={t('catalog:store.notFound')}>
          <Link to="/wap" className="btn btn--primary">
            {t('common:actions.goHome')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <Shop key={id} id={id} />;
}
