import type { QueryKey } from '@tanstack/react-query';
import type { Viewer } from '@/features/catalog/api/query-keys';
import { queryClient } from '@/lib/query-client';
import { getToken } from '@/lib/session';

/**
 * Helpers for the pages' `prefetch` exports: a mobile page's first data is requested by its route
 * loader (wap-routes.tsx) as soon as the address is known, in parallel with the page's code, with the
 * same query keys as the page's hooks, so the page finds the answers (or the requests) waiting.
 */
export const viewerNow = (): Viewer => (getToken() ? 'user' : 'guest');

export function prefetch(options: { queryKey: QueryKey; enabled?: unknown }): Promise<void> {
  if (options.enabled === false) return Promise.resolve();
  return queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
}

/**
 * A page's largest picture (its LCP element), requested the moment its address is known instead of
 * when the page renders its <img>: same srcset and sizes as its WapImage, so the <img> reuses it.
 */
export function preloadImage({ href, srcSet, sizes }: { href: string; srcSet?: string; sizes?: string }): void {
  if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (srcSet) link.setAttribute('imagesrcset', srcSet);
  if (sizes) link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
