import { z } from 'zod';
import { pagingB, type PageB } from '../wallet/paging-b';

/** An optional text param with a length cap (meaning is checked by LoanService, in its order). */
const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();

export const CreditApplyParams = z.object({
  realName: opt(200),
  creditPeriod: opt(16),
  applyAmount: opt(32),
  countryId: opt(16),
  identification: opt(200),
  imgCertificateFace: opt(512),
  imgCertificateBack: opt(512),
  imgCertificateHand: opt(512),
  creditId: opt(64),
});

export const CreditIdParams = z.object({ creditId: opt(64) });

/** `credit!pay`: `amount` (an addition) is the `estimatePayment` the screen showed; a different amount due is refused. */
export const CreditPayParams = z.object({ creditId: opt(64), safeword: opt(64), amount: opt(40) });

const pageB = pagingB(10);

/** `credit!histroy`: paging style B with the credit screens' `pageNo` (also `page_no`), 10 a page. */
export const CreditHistoryParams = z
  .object({ pageNo: opt(32), page_no: opt(32), pageSize: opt(32), page_size: opt(32) })
  .transform((p, ctx): PageB => {
    const r = pageB.safeParse({ page_no: p.pageNo ?? p.page_no, page_size: p.page_size, pageSize: p.pageSize });
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['pageNo'] });
    return z.NEVER;
  });
