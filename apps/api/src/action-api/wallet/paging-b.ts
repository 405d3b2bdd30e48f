import type { PageBData } from '@mall/contracts';
import { z } from 'zod';

/** Paging style B (`page_no`, `page_size`; wallet records). */
export interface PageB {
  pageNo: number;
  pageSize: number;
}

const MAX_PAGE_NO = 1_000_000;

/**
 * `page_no`: default 1; not an integer → COMMON_PAGE_NOT_INTEGER (`页码不是整数`); ≤ 0 →
 * COMMON_PAGE_NOT_POSITIVE (`页码不能小于等于0`). `page_size` (or `pageSize`): 1..100, anything
 * else answers the default page size.
 */
export function pagingB(defaultSize: number) {
  return z
    .object({
      page_no: z.string().max(32, 'COMMON_PAGE_NOT_INTEGER').optional(),
      page_size: z.string().max(32).optional(),
      pageSize: z.string().max(32).optional(),
    })
    .transform((p, ctx): PageB => {
      const rawNo = (p.page_no ?? '').trim();
      let pageNo = 1;
      if (rawNo !== '') {
        if (!/^[+-]?\d+$/.test(rawNo)) {
          ctx.addIssue({ code: 'custom', message: 'COMMON_PAGE_NOT_INTEGER', path: ['page_no'] });
          return z.NEVER;
        }
        const digits = rawNo.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
        if (rawNo.startsWith('-') || /^0+$/.test(digits)) {
          ctx.addIssue({ code: 'custom', message: 'COMMON_PAGE_NOT_POSITIVE', path: ['page_no'] });
          return z.NEVER;
        }
        if (digits.length > 7 || +digits > MAX_PAGE_NO) {
          ctx.addIssue({ code: 'custom', message: 'COMMON_INVALID_PARAM', path: ['page_no'] });
          return z.NEVER;
        }
        pageNo = +digits;
      }
      const rawSize = (p.page_size ?? p.pageSize ?? '').trim();
      const size = /^\d{1,3}$/.test(rawSize) ? +rawSize : 0;
      return { pageNo, pageSize: size >= 1 && size <= 100 ? size : defaultSize };
    });
}

/** A service page (`pageNo`, `pageSize`, `totalElements`) in paging style B, each element mapped. */
export function toPageB<T, U>(p: PageB & { elements: T[]; totalElements: number }, map: (t: T) => U): PageBData<U> {
  return { elements: p.elements.map(map), pageSize: p.pageSize, thisPageNumber: p.pageNo, totalElements: p.totalElements };
}
