import { useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { addSearch } from './search-history';

// Loaded on first submit: the desktop header is on every page and stays light.
const loadTarget = () => import('./search-target');

export interface SearchSubmitOptions {
  /** The search input: focused when the keyword is empty, blurred when a search starts. */
  inputRef: RefObject<HTMLInputElement | null>;
  /**
   * Runs once the trimmed keyword is accepted and stored in the history (before the input is
   * blurred). Return `false` to stop there: no lookup, no navigation.
   */
  onStart?: (keyword: string) => boolean | void;
  /**
   * Where to go: `target` is what `resolveSearch` (./search-target.ts) picked, or `/searchResult?k=`
   * when that failed (or when this call threw for the resolved target). `busy` lasts until it settles.
   */
  navigateTo: (target: string, keyword: string) => Promise<void> | void;
}

/**
 * The submit rule shared by the desktop search box and the mobile search page: an empty keyword warns
 * and refocuses the input; a submit while one is running is ignored; otherwise the keyword goes into the
 * history and `resolveSearch` decides the page (goods, stores, or empty results).
 */
export function useSearchSubmit({ inputRef, onStart, navigateTo }: SearchSubmitOptions) {
  const { t } = useTranslation('common');
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);

  const submit = async (raw: string): Promise<void> => {
    const keyword = raw.trim();
    if (!keyword) {
      toast.warning(t('header.searchEmpty'));
      inputRef.current?.focus();
      return;
    }
    if (busy) return;
    addSearch(keyword);
    const proceed = onStart?.(keyword);
    inputRef.current?.blur();
    if (proceed === false) return;
    setBusy(true);
    try {
      const { resolveSearch } = await loadTarget();
      await navigateTo(await resolveSearch(qc, keyword), keyword);
    } catch {
      await navigateTo(`/searchResult?k=${encodeURIComponent(keyword)}`, keyword);
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit };
}
