import { WAP_BANNER_SIZES, imagePreload } from '@mall/contracts';
import { lazy } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { useBrand } from '@/lib/brand/get-brand';
import { recommendedCategoriesQueryOptions, useRecommendedCategories } from '@/features/catalog/api/get-recommended-categories';
import { recommendedGoodsQueryOptions, useRecommendedGoods } from '@/features/catalog/api/get-recommended-goods';
import { BannerLink } from '@/features/catalog/components/banner-link';
import { CatalogImage } from '@/components/ui/catalog-image';
import { ErrorState } from '@/components/ui/error-state';
import { usePageTitle } from '@/lib/use-page-title';
import { formatCount } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { h5BannersQueryOptions, useH5Banners } from '@/features/catalog/api/get-h5-banners';
import { prefetch, preloadImage, viewerNow } from '@/features/catalog/api/prefetch';
import { WapGoodsRow } from './components/goods-tiles';
import { Swiper } from './components/swiper';
import { WapImage } from './components/wap-image';
import { WhenNear } from './components/when-near';
import { Section } from '@/features/catalog/components/section';
import { wapHref } from './address-map';
import { wapList } from './links';

// Below the first screen (one chunk, fetched once the first screen has settled): recommended stores,
// then the growing list of recommended goods, each rendered when the visitor comes near it.
const loadHomeMore = () => import('./wap-home-more');
const HomeStores = lazy(() => loadHomeMore().then((m) => ({ default: m.RecommendedStores })));
const HomeRecommended = lazy(() => loadHomeMore().then((m) => ({ default: m.RecommendedGoods })));

function HomeBar() {
  const { t } = useTranslation('wap');
  const brand = useBrand();
  return (
    <div className="wap-bar wap-bar--home">
      <Link to="/wap" className="logo logo--small" aria-label={t('common:header.homeLink', { name: brand.name })}>
        <BrandLogo brand={brand} />
      </Link>
      <Link to="/wap/search" className="wap-searchlink" data-testid="wap-search-link">
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 016.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1110 2zm0 2a6 6 0 100 12 6 6 0 000-12z" />
        </svg>
        <span>{t('common:header.searchPlaceholder')}</span>
      </Link>
    </div>
  );
}

function Banners() {
  const { t } = useTranslation('catalog');
  const q = useH5Banners();
  if (q.isPending) return <div className="wap-banners wap-banners--skeleton skeleton" aria-hidden="true" />;
  if (!q.data?.length) return null;
  return (
    <Swiper
      className="wap-banners"
      label={t('home.featured')}
      slideLabel={(n, total) => t('home.slide', { n, total })}
      indicator="dots"
      autoPlayMs={5000}
      ahead={1}
      testId="wap-banners"
      slides={q.data.map((b, i) => (
        <BannerLink key={b.id} link={wapHref(b.link)} className="wap-banners__link" label={t('home.bannerLink', { n: formatCount(i + 1) })}>
          {/* The first banner is the largest picture of the first screen: loaded at once, first (banners span the frame minus its padding; the page HTML already preloads it: FirstScreenPictures). */}
          <WapImage
            url={b.imgUrl}
            sizes={WAP_BANNER_SIZES}
            boxWidth={1200}
            boxHeight={400}
            alt=""
            className="wap-banners__img"
            eager={i === 0}
            afterFirstScreen
          />
        </BannerLink>
      ))}
    />
  );
}

function Categories() {
  const { t } = useTranslation('wap');
  const q = useRecommendedCategories();
  const pending = q.isPending;
  if (q.isError && !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const all = (
    <li key="all">
      <Link to="/wap/category" className="wap-cats__item" data-testid="wap-all-categories">
        <span className="wap-cats__icon wap-cats__icon--all" aria-hidden="true">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
            <path d="M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z" />
          </svg>
        </span>
        <span className="wap-cats__name">{t('home.allCategories')}</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('home.categories')}>
      <ul className="wap-cats">
        {pending
          ? Array.from({ length: 9 }, (_, i) => (
              <li key={i} className="wap-cats__item" aria-hidden="true">
                <span className="wap-cats__icon skeleton" />
                <span className="wap-cats__name">
                  <Skeleton width="3.5em" height="0.8em" />
                </span>
              </li>
            ))
          : q.data?.slice(0, 9).map((c) => (
              <li key={c.categoryId}>
                <Link to={wapList({ categoryId: c.categoryId })} className="wap-cats__item">
                  <CatalogImage url={c.iconImg} width={240} boxWidth={40} alt="" className="wap-cats__icon" />
                  <span className="wap-cats__name">
                    <bdi>{c.name}</bdi>
                  </span>
                </Link>
              </li>
            ))}
        {all}
      </ul>
    </nav>
  );
}

function NewArrivals() {
  const { t } = useTranslation('wap');
  const q = useRecommendedGoods(0, 8);
  return (
    <Section mobile id="new" title={t('home.newArrivals')} moreHref={wapList({ isNew: '1' })}>
      <WapGoodsRow
        items={q.data}
        pending={q.isPending}
        error={q.isError}
        onRetry={() => void q.refetch()}
        label={t('home.newArrivals')}
        afterFirstScreen
      />
    </Section>
  );
}

/** The first screen's data (route loader): banners (and the first banner's picture), shortcuts, new arrivals. */
export function prefetchPage(): void {
  const lang = currentLang();
  const banners = h5BannersQueryOptions(lang);
  void prefetch(banners).then(() => {
    const first = queryClient.getQueryData(banners.queryKey)?.[0]?.imgUrl;
    if (first) preloadImage(imagePreload(first, WAP_BANNER_SIZES));
  });
  void prefetch(recommendedCategoriesQueryOptions(lang));
  void prefetch(recommendedGoodsQueryOptions(lang, 0, 8, viewerNow()));
}

/** `/wap`: search, h5 banners, category shortcuts, new arrivals, recommended stores and goods. */
export default function WapHomePage() {
  const { t } = useTranslation('wap');
  usePageTitle(t('tabs.home'));
  return (
    <div className="wap-home">
      <HomeBar />
      <div className="wap-pad wap-stack">
        <Banners />
        <Categories />
        <NewArrivals />
        <WhenNear minHeight={430} prepare={loadHomeMore}>
          <HomeStores />
        </WhenNear>
        <WhenNear minHeight={800}>
          <HomeRecommended />
        </WhenNear>
      </div>
    </div>
  );
}
