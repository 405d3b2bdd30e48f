import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

type SearchInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & { id: string };

/**
 * The field of a search form (the header's and the mobile search page's): its visually hidden label
 * and a search input with the header's placeholder, at most 100 characters (the server's limit).
 */
export function SearchInput({ id, ...input }: SearchInputProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t('header.searchPlaceholder')}
        {...input}
      />
    </>
  );
}
