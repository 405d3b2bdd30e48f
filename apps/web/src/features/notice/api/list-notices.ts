import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageA } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import type { Notice } from '@mall/contracts';
import { noticeKeys } from './query-keys';

export const NOTICE_PAGE_SIZE = 10;

/** `notice!list` (paging A): the reader's notices, newest first, in the interface language. */
export function listNotices(pageNum: number, signal?: AbortSignal): Promise<PageA<Notice>> {
  return callAction<PageA<Notice>>('notice!list', { pageNum, pageSize: NOTICE_PAGE_SIZE }, { signal });
}

export function noticesQueryOptions(pageNum: number, lang: string) {
  return queryOptions({
    queryKey: noticeKeys.list(pageNum, lang),
    queryFn: ({ signal }) => listNotices(pageNum, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNotices(pageNum: number) {
  return useQuery(noticesQueryOptions(pageNum, useLang()));
}
