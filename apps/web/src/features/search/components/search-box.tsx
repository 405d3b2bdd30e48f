import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { addSearch, clearSearchHistory, useSearchHistory } from '../search-history';

/** Header search: keyword required; history of 10 shown under the box while it has focus. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useSearchHistory();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const showList = open && history.length > 0;

  const go = (raw: string) => {
    const keyword = raw.trim();
    if (!keyword) {
      toast.warning(t('header.searchEmpty'));
      inputRef.current?.focus();
      return;
    }
    addSearch(keyword);
    setValue(keyword);
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(`/searchResult?k=${encodeURIComponent(keyword)}`);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(active >= 0 && showList ? history[active]! : value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) {
      if (e.key === 'ArrowDown' && history.length) setOpen(true);
      return;
    }
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % history.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? history.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form className="search" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('header.searchLabel')}
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        className="search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('header.searchPlaceholder')}
        value={value}
        maxLength={100}
        onChange={(e) => {
          setValue(e.target.value);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
      />
      <button type="submit" className="search__button">
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
        <div className="search__dropdown-head">
          <span>{t('header.history')}</span>
          <button type="button" className="link-button" onClick={() => clearSearchHistory()}>
            {t('header.clearHistory')}
          </button>
        </div>
        <ul id={listId} role="listbox" aria-label={t('header.history')} className="search__list">
          {history.map((k, i) => (
            <li
              key={k}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'search__option search__option--active' : 'search__option'}
              onClick={() => go(k)}
            >
              {k}
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
