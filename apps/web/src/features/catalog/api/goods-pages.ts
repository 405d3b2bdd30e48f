import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { catalogKey, type Viewer } from '@/features/catalog/api/query-keys';
import type { GoodsCard, PageA } from '@/features/catalog/types';

/** Mobile lists grow page by page ("load more" / infinite scroll); each page is one cached query. */
export const WAP_PAGE_SIZE = 20;

/** One page of a growing goods list, as the list needs it. */
export interface GoodsPage {
  /** undefined until this page's own answer is there */
  items: GoodsCard[] | undefined;
  /** another page follows */
  more: boolean;
  error: boolean;
  /** an answer for other filters is shown while this one loads (first page only) */
  stale: boolean;
  retry: () => void;
}

/** A page of `sellerGoods!list` / `sellerGoods!search` (paging style A). */
export function fromPageA(q: UseQueryResult<PageA<GoodsCard>>, pageNum: number): GoodsPage {
  // Later pages never show the previous page as a placeholder (that would repeat its goods).
  const own = q.isPlaceholderData ? (pageNum === 1 ? q.data : undefined) : q.data;
  const info = q.isPlaceholderData ? undefined : q.data?.pageInfo;
  return {
    items: own?.pageList,
    more: info ? info.pageNum < info.totalPage : false,
    error: q.isError,
    stale: q.isPlaceholderData,
    retry: () => void q.refetch(),
  };
}

const RECOMMENDED_PAGE = 10;
const RECOMMENDED_PAGES = 10;

/** `sellerGoods!recommend_new` type 1 (recommended goods), page `pageNum` of 10. */
export async function getRecommendedPage(pageNum: number, signal?: AbortSignal): Promise<GoodsCard[]> {
  const data = await callAction<{ result?: GoodsCard[] }>(
    'sellerGoods!recommend_new',
    { type: 1, pageNum, pageSize: RECOMMENDED_PAGE },
    { signal },
  );
  return data?.result ?? [];
}

export function recommendedPageQueryOptions(lang: LangCode, pageNum: number, viewer: Viewer) {
  return queryOptions({
    queryKey: catalogKey('recommendNewPage', lang, { type: 1, pageNum, pageSize: RECOMMENDED_PAGE }, viewer),
    queryFn: ({ signal }) => getRecommendedPage(pageNum, signal),
  });
}

/** Recommended goods, one page; the server gives no page count here, so a short page is the last one. */
export function useRecommendedPage(pageNum: number): GoodsPage {
  const viewer: Viewer = useIsLoggedIn() ? 'user' : 'guest';
  const q = useQuery({ ...recommendedPageQueryOptions(useLang(), pageNum, viewer), placeholderData: keepPreviousData });
  const items = q.isPlaceholderData ? undefined : q.data;
  return {
    items,
    more: !!items && items.length >= RECOMMENDED_PAGE && pageNum < RECOMMENDED_PAGES,
    error: q.isError,
    stale: false,
    retry: () => void q.refetch(),
  };
}
