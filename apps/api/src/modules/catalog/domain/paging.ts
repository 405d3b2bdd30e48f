import type { PageA, PageInfo } from '@mall/contracts';

/** Paging style A: pageNum ≥ 1 (anything else → 1, at most 10000), pageSize clamped to 2..100 (default 20). */
export interface Paging {
  pageNum: number;
  pageSize: number;
  offset: number;
}

/** Totals are counted up to this many rows (and reported as counted); deeper pages are not served. */
export const COUNT_CAP = 10_000;

export function paging(pageNum: string | undefined, pageSize: string | undefined, defaultSize = 20): Paging {
  const n = /^\d{1,6}$/.test(pageNum ?? '') ? Number(pageNum) : 1;
  const num = n >= 1 && n <= 10_000 ? n : 1;
  const s = /^-?\d{1,6}$/.test(pageSize ?? '') ? Number(pageSize) : defaultSize;
  const size = Math.min(100, Math.max(2, s));
  return { pageNum: num, pageSize: size, offset: Math.min((num - 1) * size, COUNT_CAP) };
}

export function pageA<T>(rows: T[], total: number, p: Paging): PageA<T> {
  const totalPage = Math.max(1, Math.ceil(total / p.pageSize));
  const info: PageInfo = {
    pageNum: p.pageNum,
    pageSize: p.pageSize,
    totalElements: total,
    totalPage,
    firstPage: p.pageNum === 1,
    lastPage: p.pageNum >= totalPage,
  };
  return { pageList: rows, pageInfo: info };
}
