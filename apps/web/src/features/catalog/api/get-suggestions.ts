import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { getJson } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { Suggestion } from '@/features/catalog/types';
import { catalogKey } from './query-keys';

/** `GET /v1/search/suggest?q=&lang=` (plain JSON) → up to 10 stores and goods names. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const data = await getJson<{ items?: Suggestion[] }>(`/v1/search/suggest?q=${encodeURIComponent(q)}`, { signal });
  return (data?.items ?? []).filter((s) => (s.type === 'store' || s.type === 'goods') && s.id && s.name).slice(0, 10);
}

export function suggestionsQueryOptions(lang: LangCode, q: string) {
  return queryOptions({
    queryKey: catalogKey('suggest', lang, { q }),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.trim() !== '',
    staleTime: 60_000,
    meta: { silent: true }, // suggestions are a nicety: no toast when they fail
  });
}

/** Suggestions for an already debounced query. */
export function useSuggestions(q: string) {
  // keep the last list on screen while the next one loads (no flicker while typing)
  return useQuery({ ...suggestionsQueryOptions(useLang(), q.trim()), placeholderData: keepPreviousData });
}
