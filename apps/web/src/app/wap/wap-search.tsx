import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import { useDebounced } from '@/lib/use-debounced';
import { useSuggestions } from '@/features/catalog/api/get-suggestions';
import { EmptyState } from '@/components/ui/empty-state';
import { clearSearchHistory, useSearchHistory } from '@/features/catalog/search-history';
import { useSearchSubmit } from '@/features/catalog/use-search-submit';
import { currentLang } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { prefetch, viewerNow } from '@/features/catalog/api/prefetch';
import { searchGoodsQueryOptions, useSearchGoods } from '@/features/catalog/api/search-goods';
import { WAP_PAGE_SIZE, fromPageA } from '@/features/catalog/api/goods-pages';
import { PagedGoods } from './components/paged-goods';
import { SortTabs, readSort, useWapSort } from './components/sort-tabs';
import { wapGoods, wapSearch, wapShop } from './links';
import { useTextLang } from '@/lib/text-lang';

// The stores tab loads when it is opened (or first shown), not with the goods results.
const StoreResults = lazy(() => import('./wap-search-stores'));

const DEBOUNCE_MS = 200;

/** Recent searches (stored locally, 10 at most) as chips, or suggestions for what is typed. */
function Helper({ typed, onPick }: { typed: string; onPick: (keyword: string) => void }) {
  const { t } = useTranslation('wap');
  const textLang = useTextLang();
  const history = useSearchHistory();
  const debounced = useDebounced(typed, DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced);
  if (typed) {
    const items = suggestions.data ?? [];
    if (!items.length) return null;
    return (
      <section className="wap-block" aria-labelledby="wap-suggest">
        <h2 id="wap-suggest" className="wap-search__label">
          {t('catalog:search.suggestions')}
        </h2>
        <ul className="wap-suggest" data-testid="wap-suggestions">
          {items.map((s) => (
            <li key={`${s.type}-${s.id}`}>
              <Link to={s.type === 'store' ? wapShop(s.id) : wapGoods(s.id)} className="wap-suggest__item">
                <span className={`search__kind search__kind--${s.type}`}>
                  {s.type === 'store' ? t('catalog:search.storeTag') : t('catalog:search.goodsTag')}
                </span>
                <bdi className="wap-suggest__name" lang={textLang(s.nameLang)}>
                  {s.name}
                </bdi>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (!history.length) return <p className="wap-block muted">{t('catalog:search.enterKeyword')}</p>;
  return (
    <section className="wap-block" aria-labelledby="wap-history">
      <div className="wap-search__head">
        <h2 id="wap-history" className="wap-search__label">
          {t('common:header.history')}
        </h2>
        <button type="button" className="link-button" onClick={() => clearSearchHistory()} data-testid="wap-clear-history">
          {t('common:header.clearHistory')}
        </button>
      </div>
      <ul className="wap-chips" data-testid="wap-history">
        {history.map((k) => (
          <li key={k}>
            <button type="button" className="chip" onClick={() => onPick(k)}>
              <bdi>{k}</bdi>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GoodsResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalog');
  const [sort, setSort] = useWapSort();
  const usePage = (pageNum: number) => fromPageA(useSearchGoods({ keyword, ...sort, pageNum, pageSize: WAP_PAGE_SIZE }), pageNum);
  return (
    <>
      <div className="wap-sticky wap-sticky--search">
        <SortTabs value={sort} onChange={setSort} defaultLabel={t('sort.relevance')} />
      </div>
      <div className="wap-pad">
        <h2 className="visually-hidden">{t('search.goodsTab')}</h2>
        <PagedGoods
          usePage={usePage}
          resetKey={JSON.stringify({ keyword, ...sort })}
          skeletons={6}
          eagerCount={2}
          testId="wap-search-goods"
          empty={<EmptyState title={t('state.noResults', { keyword })} text={t('search.tryOther')} />}
        />
      </div>
    </>
  );
}

/** The first goods found (route loader). */
export function prefetchPage(url: URL): void {
  const p = url.searchParams;
  const keyword = p.get('k')?.trim();
  if (!keyword || p.get('tab') === 'stores') return;
  void prefetch(searchGoodsQueryOptions(currentLang(), { keyword, ...readSort(p), pageNum: 1, pageSize: WAP_PAGE_SIZE }, viewerNow()));
}

/** `/wap/search?k=&tab=stores`: search box with history and suggestions; goods and stores tabs. */
export default function WapSearchPage() {
  const { t } = useTranslation('wap');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('k')?.trim() ?? '';
  const tab = params.get('tab') === 'stores' ? 'stores' : 'goods';
  usePageTitle(keyword ? t('common:search.resultsFor', { keyword }) : t('search.title'));
  const [value, setValue] = useState(keyword);
  const [editing, setEditing] = useState(!keyword);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  // Back / Forward to another keyword shows it in the box.
  const [seen, setSeen] = useState(keyword);
  if (seen !== keyword) {
    setSeen(keyword);
    setValue(keyword);
    setEditing(!keyword);
  }
  useEffect(() => {
    if (!keyword) inputRef.current?.focus();
  }, [keyword]);

  /** The desktop site's rule (features/catalog/search-target.ts): the stores tab when only stores match. */
  const { busy, submit: go } = useSearchSubmit({
    inputRef,
    onStart: (k) => {
      setValue(k);
      setEditing(false);
      return k !== keyword; // the same keyword: its results are already shown
    },
    // not awaited: the form is no longer busy once the target is known
    navigateTo: (target, k) => void navigate(wapSearch(k, target.startsWith('/searchStore') ? 'stores' : undefined)),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void go(value);
  };

  const showHelper = editing || !keyword;
  const tabHref = (next: 'goods' | 'stores') => wapSearch(keyword, next === 'stores' ? 'stores' : undefined);
  return (
    <div className="wap-page wap-search">
      <form className="wap-bar wap-search__bar" role="search" onSubmit={onSubmit} aria-busy={busy || undefined}>
        <SearchInput
          ref={inputRef}
          id={`${id}-k`}
          className="wap-search__input"
          value={value}
          data-testid="wap-search-input"
          onChange={(e) => {
            setValue(e.target.value);
            setEditing(true);
          }}
          onFocus={() => setEditing(true)}
        />
        <button type="submit" className="btn btn--primary btn--sm" data-testid="wap-search-submit" disabled={busy}>
          {t('common:header.searchButton')}
        </button>
        {showHelper && keyword ? (
          <button
            type="button"
            className="link-button wap-search__cancel"
            onClick={() => {
              setValue(keyword);
              setEditing(false);
            }}
          >
            {t('common:actions.cancel')}
          </button>
        ) : null}
      </form>
      {showHelper ? (
        <Helper typed={value.trim()} onPick={(k) => void go(k)} />
      ) : (
        <>
          <h1 className="visually-hidden">{t('common:search.resultsFor', { keyword })}</h1>
          <nav className="wap-tabs-inline" aria-label={t('catalog:search.tabs')}>
            {(['goods', 'stores'] as const).map((k) => (
              <Link
                key={k}
                to={tabHref(k)}
                replace
                className={`wap-tabs-inline__tab${tab === k ? ' is-active' : ''}`}
                aria-current={tab === k ? 'page' : undefined}
                data-testid={`wap-search-tab-${k}`}
              >
                {k === 'goods' ? t('catalog:search.goodsTab') : t('catalog:search.storesTab')}
              </Link>
            ))}
          </nav>
          {tab === 'goods' ? (
            <GoodsResults keyword={keyword} />
          ) : (
            <Suspense fallback={<div className="wap-pad" aria-busy="true" />}>
              <StoreResults keyword={keyword} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
