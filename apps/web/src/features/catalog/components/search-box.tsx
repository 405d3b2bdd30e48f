import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import { useDebounced } from '@/lib/use-debounced';
import type { Suggestion } from '@/features/catalog/types';
import { clearSearchHistory, useSearchHistory } from '@/features/catalog/search-history';
import { useSearchSubmit } from '@/features/catalog/use-search-submit';

// Loaded on first use (typing; ../use-search-submit.ts loads ../search-target.ts on submit): the header
// is on every page and stays light.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

const DEBOUNCE_MS = 200;
const SEARCH_PAGES = /^\/(searchGoods|searchStore|searchResult)$/;

type Option = { kind: 'history'; keyword: string } | { kind: 'suggestion'; item: Suggestion };

/**
 * Header search. Empty box: recent searches (10, stored locally). Typing: suggestions from
 * `/v1/search/suggest` (debounced 200 ms), stores first. Arrow keys move through the list, Enter
 * picks, Escape closes. Submitting stores the keyword in the history and goes where `searchTarget`
 * (../search-target.ts) says: goods results, else store results, else the empty result page.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useSearchHistory();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [items, setItems] = useState<Suggestion[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const location = useLocation();
  // On a results page the box shows that page's keyword (also after Back / Forward).
  const [seenPage, setSeenPage] = useState<string | null>(null);
  const pageKey = `${location.pathname}${location.search}`;
  if (pageKey !== seenPage) {
    setSeenPage(pageKey);
    if (SEARCH_PAGES.test(location.pathname)) setValue(new URLSearchParams(location.search).get('k') ?? '');
  }
  const typed = value.trim();
  const debounced = useDebounced(typed, DEBOUNCE_MS);
  const options: Option[] = typed
    ? items.map((item) => ({ kind: 'suggestion', item }))
    : history.map((keyword) => ({ kind: 'history', keyword }));
  const showList = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const { busy, submit: go } = useSearchSubmit({
    inputRef,
    onStart: (keyword) => {
      setValue(keyword);
      close();
    },
    navigateTo: (target) => navigate(target),
  });

  const pick = (o: Option) => {
    if (o.kind === 'history') {
      void go(o.keyword);
      return;
    }
    close();
    inputRef.current?.blur();
    const id = encodeURIComponent(o.item.id);
    void navigate(o.item.type === 'store' ? `/store?id=${id}` : `/productDetails?id=${id}`);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const o = showList && active >= 0 ? options[active] : undefined;
    if (o) pick(o);
    else void go(value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) {
      if (e.key === 'ArrowDown' && options.length) setOpen(true);
      return;
    }
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      close();
    }
  };

  return (
    <form className="search" role="search" onSubmit={onSubmit} aria-busy={busy || undefined}>
      <SearchInput
        ref={inputRef}
        id={`${listId}-input`}
        className="search__input"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (!e.target.value.trim()) setItems([]);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
      />
      <button type="submit" className="search__button" disabled={busy}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 016.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1110 2zm0 2a6 6 0 100 12 6 6 0 000-12z" />
        </svg>
        <span className="search__button-text">{t('header.searchButton')}</span>
      </button>
      <div
        className="search__dropdown"
        hidden={!showList}
        // keep focus in the input while clicking an entry
        onMouseDown={(e) => e.preventDefault()}
      >
        {!typed ? (
          <div className="search__dropdown-head">
            <span>{t('header.history')}</span>
            <button type="button" className="link-button" onClick={() => clearSearchHistory()}>
              {t('header.clearHistory')}
            </button>
          </div>
        ) : null}
        <ul id={listId} role="listbox" aria-label={typed ? t('catalog:search.suggestions') : t('header.history')} className="search__list">
          {typed ? (
            open && debounced ? (
              <Suspense fallback={null}>
                <SearchSuggestions
                  query={debounced}
                  listId={listId}
                  active={active}
                  onItems={setItems}
                  onPick={(item) => pick({ kind: 'suggestion', item })}
                />
              </Suspense>
            ) : null
          ) : (
            history.map((k, i) => (
              <li
                key={k}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'search__option search__option--active' : 'search__option'}
                onClick={() => pick({ kind: 'history', keyword: k })}
              >
                {k}
              </li>
            ))
          )}
        </ul>
      </div>
    </form>
  );
}
