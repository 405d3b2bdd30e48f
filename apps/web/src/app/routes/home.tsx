import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { useBrand } from '@/lib/brand/get-brand';
import { useBanners } from '@/features/catalog/api/get-banners';
import { useGoodsList } from '@/features/catalog/api/get-goods-list';
import { useHome } from '@/features/catalog/api/get-home';
import { useRecommendedCategories } from '@/features/catalog/api/get-recommended-categories';
import { useRecommendedGoods } from '@/features/catalog/api/get-recommended-goods';
import { useStores } from '@/features/catalog/api/get-stores';
import { HOME_PAGE_SIZE } from '@/features/catalog/api/query-keys';
import { BannerCarousel } from '@/features/catalog/components/banner-carousel';
import { BannerLink } from '@/features/catalog/components/banner-link';
import { CatalogImage } from '@/components/ui/catalog-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { GoodsGrid } from '@/features/catalog/components/goods-grid';
import { Section } from '@/features/catalog/components/section';
import type { CategoryCard } from '@/features/catalog/types';
import { useIsLoggedIn } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

const STORE_COUNT = 6;

// The recommended stores sit below the fold: their cards load after the first render (in parallel
// with the stores' data).
const StoreGrid = lazy(() => import('@/features/catalog/components/store-grid').then((m) => ({ default: m.StoreGrid })));

/** Carousel and two side tiles (banners are 3:1); the boxes keep their size while banners load. */
function Showcase() {
  const { t } = useTranslation('catalog');
  const carousel = useBanners(1);
  const tiles = useBanners(0);
  return (
    <div className="container showcase">
      <div className="showcase__main">
        {carousel.isPending ? (
          <span className="showcase__placeholder skeleton" aria-hidden="true" />
        ) : carousel.data?.length ? (
          <BannerCarousel banners={carousel.data} />
        ) : (
          <span className="showcase__placeholder showcase__placeholder--brand" aria-hidden="true" />
        )}
      </div>
      <ul className="showcase__tiles" aria-label={t('home.promotions')}>
        {tiles.isPending
          ? [0, 1].map((i) => (
              <li key={i}>
                <span className="showcase__tile skeleton" aria-hidden="true" />
              </li>
            ))
          : (tiles.data ?? []).slice(0, 2).map((b, i) => (
              <li key={b.id}>
                <BannerLink link={b.link} className="showcase__tile" label={`${t('home.promotions')} ${i + 1}`}>
                  <CatalogImage url={b.imgUrl} width={480} boxWidth={1200} boxHeight={400} alt="" className="showcase__tile-img" eager />
                </BannerLink>
              </li>
            ))}
      </ul>
    </div>
  );
}

function Welcome() {
  const { t } = useTranslation();
  const brand = useBrand();
  const loggedIn = useIsLoggedIn();
  const home = useHome();
  return (
    <div className="welcome-card">
      <h1 className="welcome-card__title">{t('home.welcome', { name: brand.name })}</h1>
      <p className="welcome-card__text">{home.data?.announcement || t('home.intro')}</p>
      <div className="welcome-card__actions">
        {loggedIn ? (
          <Link to="/userInfo/dashboard" className="btn btn--primary btn--sm">
            {t('home.toAccount')}
          </Link>
        ) : (
          <>
            <Link to="/register" className="btn btn--primary btn--sm">
              {t('header.register')}
            </Link>
            <Link to="/login" className="btn btn--secondary btn--sm">
              {t('header.login')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function CategoryTiles({ items }: { items: CategoryCard[] }) {
  return (
    <ul className="category-tiles">
      {items.map((c) => (
        <li key={c.categoryId}>
          <Link to={`/classification?categoryId=${encodeURIComponent(c.categoryId)}`} className="category-tile">
            <CatalogImage url={c.iconImg} width={240} boxWidth={72} alt="" className="category-tile__icon" />
            <span className="category-tile__name">
              <bdi>{c.name}</bdi>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('common:pages.home'));
  const recommended = useRecommendedGoods(1, HOME_PAGE_SIZE);
  const stores = useStores({ isRec: true, pageNum: 1, pageSize: STORE_COUNT });
  const hot = useGoodsList({ isHot: 1, discount: true, pageNum: 1, pageSize: HOME_PAGE_SIZE });
  const fresh = useRecommendedGoods(0, HOME_PAGE_SIZE);
  const categories = useRecommendedCategories();
  const noGoods = <EmptyState title={t('state.noGoods')} />;

  return (
    <div className="home">
      <Showcase />
      <div className="container">
        <Welcome />
      </div>
      <div className="container home__sections">
        <Section id="recommended" title={t('common:home.sections.recommended')} moreHref="/commodity">
          <GoodsGrid
            items={recommended.data}
            pending={recommended.isPending}
            error={recommended.isError}
            onRetry={() => void recommended.refetch()}
            skeletons={HOME_PAGE_SIZE}
            columns={6}
            empty={noGoods}
          />
        </Section>
        <Section id="stores" title={t('home.recommendedStores')}>
          <Suspense fallback={<Skeleton height="180px" />}>
            <StoreGrid
              items={stores.data?.pageList}
              pending={stores.isPending}
              error={stores.isError}
              onRetry={() => void stores.refetch()}
              skeletons={STORE_COUNT}
              empty={<EmptyState title={t('state.noStores')} />}
            />
          </Suspense>
        </Section>
        <Section id="hotDeals" title={t('common:home.sections.hotDeals')} moreHref="/discounted">
          <GoodsGrid
            items={hot.data?.pageList}
            pending={hot.isPending}
            error={hot.isError}
            onRetry={() => void hot.refetch()}
            skeletons={HOME_PAGE_SIZE}
            columns={6}
            empty={noGoods}
          />
        </Section>
        <Section id="newArrivals" title={t('common:home.sections.newArrivals')} moreHref="/commodity?isNew=1">
          <GoodsGrid
            items={fresh.data}
            pending={fresh.isPending}
            error={fresh.isError}
            onRetry={() => void fresh.refetch()}
            skeletons={HOME_PAGE_SIZE}
            columns={6}
            empty={noGoods}
          />
        </Section>
        <Section id="categories" title={t('common:home.sections.categories')} moreHref="/information">
          {categories.isError && !categories.data ? (
            <ErrorState onRetry={() => void categories.refetch()} />
          ) : categories.isPending ? (
            <ul className="category-tiles" aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i} className="category-tile">
                  <span className="category-tile__icon skeleton" />
                  <Skeleton width="70%" />
                </li>
              ))}
            </ul>
          ) : categories.data?.length ? (
            <CategoryTiles items={categories.data} />
          ) : (
            <EmptyState title={t('state.noCategories')} />
          )}
        </Section>
      </div>
    </div>
  );
}
