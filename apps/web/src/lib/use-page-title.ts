import { QueryObserver } from '@tanstack/react-query';
import { useEffect } from 'react';
import { brandQueryOptions } from '@/lib/brand/get-brand';
import { DEFAULT_BRAND } from '@/lib/brand/default-brand';
import { queryClient } from './query-client';
import { useLang } from './use-lang';

/**
 * `<title>`: "<page> · <brand>". The brand is watched here, outside rendering: its answer (often after
 * the page's first render) sets the title without rendering the whole page again, which a `useBrand()`
 * in every page's top component did, in one blocking task.
 */
export function usePageTitle(title?: string): void {
  const lang = useLang();
  useEffect(() => {
    const brand = new QueryObserver(queryClient, brandQueryOptions(lang));
    const show = () => {
      const name = (brand.getCurrentResult().data ?? DEFAULT_BRAND).name;
      const next = title ? `${title} · ${name}` : name;
      // a change of title is a message to the browser (and its history entry): only when it changes
      if (document.title !== next) document.title = next;
    };
    show();
    return brand.subscribe(show);
  }, [title, lang]);
}
