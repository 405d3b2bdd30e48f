import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '@/features/catalog/api/get-suggestions';
import type { Suggestion } from '@/features/catalog/types';
import { useTextLang } from '@/lib/text-lang';

interface SearchSuggestionsProps {
  /** the debounced keyword */
  query: string;
  listId: string;
  active: number;
  /** reports the current list (the box moves through it with the arrow keys) */
  onItems: (items: Suggestion[]) => void;
  onPick: (item: Suggestion) => void;
}

/** Suggestions from `/v1/search/suggest` (stores first), as options of the search box's listbox. */
export default function SearchSuggestions({ query, listId, active, onItems, onPick }: SearchSuggestionsProps) {
  const { t } = useTranslation();
  const textLang = useTextLang();
  const { data } = useSuggestions(query);
  useEffect(() => onItems(data ?? []), [data, onItems]);
  return (
    <>
      {(data ?? []).map((item, i) => (
        <li
          key={`${item.type}-${item.id}`}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          className={i === active ? 'search__option search__option--active' : 'search__option'}
          onClick={() => onPick(item)}
        >
          <span className={`search__kind search__kind--${item.type}`}>
            {item.type === 'store' ? t('catalog:search.storeTag') : t('catalog:search.goodsTag')}
          </span>
          <bdi className="search__name" lang={textLang(item.nameLang)}>
            {item.name}
          </bdi>
        </li>
      ))}
    </>
  );
}
