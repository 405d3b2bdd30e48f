import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '@/features/catalog/api/query-keys';
import { useSearchGoods } from '@/features/catalog/api/search-goods';
import { useSearchKeyword } from '@/features/catalog/api/search-keyword';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedGoodsGrid } from '@/features/catalog/components/paged-goods-grid';
import { SortBar } from '@/features/catalog/components/sort-bar';
import { StoreGrid } from '@/features/catalog/components/store-grid';
import { readPage, readSort, useListParams } from '@/features/catalog/list-params';
import { formatCount } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

export type SearchTab = 'goods' | 'stores';

/** Tab addresses: goods results live at /searchGoods, store results at /searchStore (same `k`). */
const TAB_PATH: Record<SearchTab, string> = { goods: '/searchGoods', stores: '/searchStore' };

function GoodsResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalog');
  const { params, setSort, pageHref } = useListParams();
  const sort = readSort(params);
  const q = useSearchGoods({ keyword, ...sort, pageNum: readPage(params), pageSize: LIST_PAGE_SIZE });
  return (
    <>
      <div className="listing__toolbar">
        <SortBar value={sort} onChange={setSort} defaultLabel={t('sort.relevance')} />
      </div>
      <PagedGoodsGrid
        query={q}
        hrefFor={pageHref}
        columns={5}
        eagerCount={5}
        label={t('search.goodsTab')}
        empty={<EmptyState title={t('state.noResults', { keyword })} text={t('search.tryOther')} />}
      />
    </>
  );
}

/**
 * `/searchGoods?k=`, `/searchStore?k=` and `/searchResult?k=`: goods results (`sellerGoods!search`)
 * and store results (`sellerGoods!search-keyword`'s sellerList) under two tabs.
 */
export default function SearchResultPage({ tab = 'goods' }: { tab?: SearchTab }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const keyword = params.get('k')?.trim() ?? '';
  const title = keyword ? t('common:search.resultsFor', { keyword }) : t('common:pages.searchResult');
  usePageTitle(title);
  const kw = useSearchKeyword(keyword);
  const goodsTotal = useSearchGoods({ keyword, pageNum: 1, pageSize: LIST_PAGE_SIZE }).data?.pageInfo.totalElements;
  const storeCount = kw.data?.sellerList.length;

  if (!keyword) {
    return (
      <div className="container page-pad">
        <h1 className="page-title">{t('common:pages.searchResult')}</h1>
        <EmptyState title={t('search.enterKeyword')} />
      </div>
    );
  }
  const tabLink = (k: SearchTab, label: string, n: number | undefined) => (
    <Link
      to={`${TAB_PATH[k]}?k=${encodeURIComponent(keyword)}`}
      className={`search-tabs__tab${tab === k ? ' is-active' : ''}`}
      aria-current={tab === k ? 'page' : undefined}
      data-testid={`search-tab-${k}`}
    >
      {label}
      {n !== undefined ? (
        <span className="search-tabs__count">
          <bdi dir="ltr">{formatCount(n)}</bdi>
        </span>
      ) : null}
    </Link>
  );
  return (
    <div className="container page-pad">
      <header className="page-head">
        <h1 className="page-title">
          <bdi>{title}</bdi>
        </h1>
      </header>
      <nav className="search-tabs" aria-label={t('search.tabs')}>
        {tabLink('goods', t('search.goodsTab'), goodsTotal)}
        {tabLink('stores', t('search.storesTab'), storeCount)}
      </nav>
      {tab === 'goods' ? (
        <GoodsResults keyword={keyword} />
      ) : (
        <StoreGrid
          items={kw.data?.sellerList}
          pending={kw.isPending}
          error={kw.isError}
          onRetry={() => void kw.refetch()}
          skeletons={6}
          empty={<EmptyState title={t('state.noStoreResults', { keyword })} text={t('search.tryOther')} />}
        />
      )}
    </div>
  );
}
