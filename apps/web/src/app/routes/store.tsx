import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { useGoodsList } from '@/features/catalog/api/get-goods-list';
import { useStore } from '@/features/catalog/api/get-store';
import { useStoreCategories } from '@/features/catalog/api/get-store-categories';
import { LIST_PAGE_SIZE } from '@/features/catalog/api/query-keys';
import { useSearchStoreGoods } from '@/features/catalog/api/search-store-goods';
import { CatalogImage } from '@/components/ui/catalog-image';
import { CategoryNav } from '@/features/catalog/components/category-nav';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FollowButton } from '@/features/catalog/components/follow-button';
import { PagedGoodsGrid } from '@/features/catalog/components/paged-goods-grid';
import { Rating } from '@/features/catalog/components/rating';
import { SortBar } from '@/features/catalog/components/sort-bar';
import { adjustedFollowers, useOverride } from '@/features/catalog/favourites-store';
import { useListParams } from '@/features/catalog/list-params';
import type { StoreInfo } from '@/features/catalog/types';
import { ContactSellerButton } from '@/features/chat/contact-seller-button';
import { usePageTitle } from '@/lib/use-page-title';
import { useTextLang } from '@/lib/text-lang';

const SOCIAL = ['facebook', 'instagram', 'twitter', 'youtube', 'google'] as const;

function StoreHeader({ store }: { store: StoreInfo }) {
  const { t } = useTranslation('catalog');
  const textLang = useTextLang();
  const override = useOverride('followed', store.id);
  const followers = adjustedFollowers(store.focusNum, store.isFocus === 1, override);
  const social = SOCIAL.filter((k) => /^https?:\/\//i.test(store[k] ?? ''));
  const stats: [string, ReactNode, string?][] = [
    ['store.followers', <Count value={followers} />, 'store-followers'],
    ['store.sales', <Count value={store.soldNum} />],
    ['store.views', <Count value={store.viewsNum} />],
    ['store.goodReviews', <Rating value={store.highOpinion} />],
    ['store.goodsCount', <Count value={store.sellerGoodsNum} />],
  ];
  return (
    <header className="store-head">
      <CatalogImage url={store.avatar} width={240} boxWidth={96} alt="" className="store-head__avatar" eager />
      <div className="store-head__main">
        <h1 className="store-head__name">
          <bdi>{store.name}</bdi>
        </h1>
        {store.shopRemark ? (
          <p className="store-head__remark" lang={textLang(store.shopRemarkLang)}>
            {store.shopRemark}
          </p>
        ) : null}
        <dl className="store-head__stats">
          {stats.map(([label, node, testId]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd data-testid={testId}>{node}</dd>
            </div>
          ))}
        </dl>
        {social.length ? (
          <ul className="store-head__social">
            {social.map((k) => (
              <li key={k}>
                <a href={store[k]} target="_blank" rel="noopener noreferrer nofollow">
                  {t(`store.socialNames.${k}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="store-head__actions">
        <FollowButton sellerId={store.id} isFocus={store.isFocus === 1} />
        <ContactSellerButton storeId={store.id} storeName={store.name} own={store.isOwn === 1} />
      </div>
    </header>
  );
}

function StoreSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('catalog');
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className="store-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="store-search">
        {t('store.searchLabel')}
      </label>
      <input
        id="store-search"
        className="input"
        type="search"
        value={value}
        maxLength={100}
        placeholder={t('store.searchPlaceholder')}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--sm">
        {t('common:header.searchButton')}
      </button>
    </form>
  );
}

function StoreGoods({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('catalog');
  const { params, page, sort, setSort, pageHref, hrefWith, update } = useListParams();
  const categoryId = params.get('categoryId')?.trim() || null;
  const keyword = params.get('q')?.trim() ?? '';
  const searching = keyword !== '';
  const cats = useStoreCategories(sellerId);
  const list = useGoodsList(
    { sellerId, categoryId: categoryId ?? undefined, ...sort, pageNum: page, pageSize: LIST_PAGE_SIZE },
    { enabled: !searching },
  );
  const found = useSearchStoreGoods({ sellerId, keyword, ...sort, pageNum: page, pageSize: LIST_PAGE_SIZE }, { enabled: searching });
  const q = searching ? found : list;
  const hrefFor = (id: string | null) => hrefWith({ categoryId: id, q: null, isNew: null, isPrice: null, isHot: null });

  return (
    <div className="listing">
      <aside className="listing__aside">
        <CategoryNav
          tree={cats.data}
          pending={cats.isPending}
          activeId={searching ? '' : categoryId}
          hrefFor={hrefFor}
          title={t('store.categories')}
        />
      </aside>
      <div className="listing__main">
        {searching ? (
          <p className="listing__note">
            {t('store.resultsFor', { keyword })}{' '}
            <Link to={hrefWith({ q: null })} className="link-button">
              {t('store.clearSearch')}
            </Link>
          </p>
        ) : null}
        <div className="listing__toolbar listing__toolbar--split">
          <SortBar value={sort} onChange={setSort} defaultLabel={searching ? t('sort.relevance') : undefined} />
          <StoreSearch key={keyword} initial={keyword} onSearch={(kw) => update({ q: kw || null, categoryId: null })} />
        </div>
        <PagedGoodsGrid
          query={q}
          hrefFor={pageHref}
          columns={4}
          label={t('store.goods')}
          empty={<EmptyState title={searching ? t('state.noResults', { keyword }) : t('state.noGoods')} />}
        />
      </div>
    </div>
  );
}

/** `/store?id=<store id>`: banner, header with follow, category filter, in-store search, goods. */
export default function StorePage() {
  const { t } = useTranslation('catalog');
  const { params } = useListParams();
  const id = params.get('id')?.trim() || params.get('storeId')?.trim() || '';
  const store = useStore(id);
  usePageTitle(store.data?.name ?? t('common:pages.store'));

  if (!id) {
    return (
      <div className="container page-pad">
        <EmptyState title={t('store.notFound')}>
          <Link to="/index" className="btn btn--primary">
            {t('common:actions.goHome')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  const banner = store.data ? [store.data.banner1, store.data.banner2, store.data.banner3].find(Boolean) : undefined;
  return (
    <div className="store-page container">
      <div className="store-banner">
        {store.isPending ? (
          <span className="store-banner__img skeleton" aria-hidden="true" />
        ) : banner ? (
          <CatalogImage url={banner} width={800} boxWidth={1200} boxHeight={300} alt="" className="store-banner__img" eager />
        ) : (
          <span className="store-banner__img store-banner__img--plain" aria-hidden="true" />
        )}
      </div>
      <div className="page-pad store-page__body">
        {store.isError && !store.data ? (
          <ErrorState onRetry={() => void store.refetch()} message={store.error.message} />
        ) : store.data ? (
          <StoreHeader store={store.data} />
        ) : (
          <div className="store-head" aria-busy="true">
            <span className="store-head__avatar skeleton" />
            <div className="store-head__main">
              <Skeleton width="14em" height="1.6em" />
              <Skeleton width="24em" />
              <Skeleton width="30em" height="2.4em" />
            </div>
          </div>
        )}
        {store.data || store.isPending ? <StoreGoods sellerId={id} /> : null}
      </div>
    </div>
  );
}
