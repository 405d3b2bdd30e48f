import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface AreaItem {
  id: number;
  name: string;
}

interface AreaComboboxProps {
  label: string;
  items: AreaItem[] | undefined;
  value: number;
  /** the name shown for the value (kept when the list is not loaded yet) */
  valueName: string;
  onChange: (item: AreaItem | null) => void;
  loading?: boolean;
  disabled?: boolean;
  error?: string | null;
  testId: string;
}

/** How many matches are drawn at once: lists can hold thousands of cities; typing narrows them. */
const SHOWN = 80;
const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * A searchable picker (ARIA combobox + listbox): type to filter, arrows to move, Enter to choose,
 * Escape to close. Matches at the start of a word come first.
 */
export function AreaCombobox({ label, items, value, valueName, onChange, loading, disabled, error, testId }: AreaComboboxProps) {
  const { t } = useTranslation('address');
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const matches = useMemo(() => {
    const all = items ?? [];
    const q = fold(query.trim());
    if (!q) return all;
    const starts: AreaItem[] = [];
    const contains: AreaItem[] = [];
    for (const it of all) {
      const n = fold(it.name);
      if (n.startsWith(q) || n.includes(` ${q}`)) starts.push(it);
      else if (n.includes(q)) contains.push(it);
    }
    return [...starts, ...contains];
  }, [items, query]);
  const shown = matches.slice(0, SHOWN);

  const choose = (it: AreaItem) => {
    onChange(it);
    setOpen(false);
    setQuery('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, shown.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      if (open && shown[active]) {
        e.preventDefault();
        choose(shown[active]);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
      setQuery('');
    }
  };

  const display = open ? query : valueName;
  const activeId = open && shown[active] ? `${id}-opt-${shown[active].id}` : undefined;
  return (
    <div className={`field area-combobox${error ? ' field--invalid' : ''}`} data-testid={testId}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          ref={inputRef}
          id={id}
          className="input area-combobox__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={loading ? t('picker.loading') : valueName || t('picker.search')}
          value={display}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 120)}
          onKeyDown={onKeyDown}
        />
        <span className="area-combobox__chevron" aria-hidden="true">
          ▾
        </span>
      </div>
      {open && !disabled ? (
        <ul id={listId} role="listbox" className="area-combobox__list" aria-label={label}>
          {loading ? <li className="area-combobox__note">{t('picker.loading')}</li> : null}
          {!loading && shown.length === 0 ? <li className="area-combobox__note">{t('picker.noMatches')}</li> : null}
          {shown.map((it, i) => (
            <li
              key={it.id}
              id={`${id}-opt-${it.id}`}
              role="option"
              aria-selected={it.id === value}
              className={`area-combobox__option${i === active ? ' is-active' : ''}${it.id === value ? ' is-selected' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(it);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {it.name}
            </li>
          ))}
          {matches.length > SHOWN ? <li className="area-combobox__note">{t('picker.typeToNarrow', { count: matches.length })}</li> : null}
        </ul>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
