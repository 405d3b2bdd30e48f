import { z } from 'zod';

/**
 * Credit / loans (contract §4.7) and the operator's loan API. Amounts on the `.action` wire are JSON
 * numbers parsed from exact decimal text (as the old clients read them); rates are exact fractions
 * (0.0005 = 0.05 % a day), never truncated. Fields after the contract's are additions of this server,
 * so every screen can state the full terms. The web imports only the types of this file (zod stays out
 * of its bundle); the loan arithmetic both sides share is `@mall/money`'s `loan-terms`.
 */

/** 1 under review, 2 active, 3 overdue, 4 rejected (may re-apply), 5 repaid. */
export type LoanStatusCode = 1 | 2 | 3 | 4 | 5;
const loanStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/** The honest terms of a loan (or an offer): everything a screen states. */
export const LoanTermsData = z.object({
  applyAmount: z.number(),
  creditPeriod: z.number().int(),
  /** daily rate, fraction */
  creditRate: z.number(),
  /** daily rate after the due date, fraction */
  defaultRate: z.number(),
  /** the APR the daily rate implies (× 365), percent text, e.g. "18.25" */
  apr: z.string(),
  totalInterest: z.number(),
  totalRepayment: z.number(),
  /** what each day past the due date adds */
  lateFeePerDay: z.number(),
  /** always 0: no upfront fee */
  upfrontFee: z.number(),
});
export type LoanTermsData = z.infer<typeof LoanTermsData>;

/** `credit!config`: the loan product as offered now. */
export const CreditConfigData = z.object({
  amountMin: z.number(),
  amountMax: z.number(),
  rate: z.number(),
  defaultRate: z.number(),
  lendableDays: z.array(z.string()),
  allLendableDays: z.array(z.string()),
  /** percent text */
  apr: z.string(),
  upfrontFee: z.number(),
  /** how the interest is rounded, stated */
  rounding: z.literal('down-to-micro'),
});
export type CreditConfigData = z.infer<typeof CreditConfigData>;

/** `credit!bill`: the active loan and what it costs today. */
export const CreditBillData = z.object({
  applyAmount: z.number(),
  alreadyCreditDays: z.number().int(),
  interest: z.number(),
  estimatePayment: z.number(),
  realName: z.string(),
  /** additions ('' / 0 when there is no active loan) */
  creditId: z.string(),
  status: z.union([loanStatus, z.literal(0)]),
  dueTime: z.string(),
  overdue: z.boolean(),
  terms: LoanTermsData.nullable(),
});
export type CreditBillData = z.infer<typeof CreditBillData>;

/** A row of `credit!history`: one application and its terms. */
export const CreditHistoryRow = z.object({
  id: z.string(),
  applyAmount: z.number(),
  creditPeriod: z.number().int(),
  creditRate: z.number(),
  customerSubmitTime: z.string(),
  status: loanStatus,
  statusStr: z.string(),
  /** additions */
  dueTime: z.string(),
  rejectReason: z.string(),
  terms: LoanTermsData,
});
export type CreditHistoryRow = z.infer<typeof CreditHistoryRow>;

/** `credit!beforePay`: what repaying now settles. */
export const CreditBeforePayData = z.object({
  realName: z.string(),
  creditRate: z.number(),
  alreadyCreditDays: z.number().int(),
  estimatePayment: z.number(),
  accountAmount: z.number(),
  /** additions */
  creditId: z.string(),
  status: loanStatus,
  interest: z.number(),
  applyAmount: z.number(),
  dueTime: z.string(),
  overdue: z.boolean(),
  /** exact decimal text of estimatePayment: send it back as `amount` to credit!pay */
  estimatePaymentText: z.string(),
  terms: LoanTermsData,
});
export type CreditBeforePayData = z.infer<typeof CreditBeforePayData>;

/** `credit!beforeReapply`: a rejected application, to correct and send again. */
export const CreditBeforeReapplyData = z.object({
  realName: z.string(),
  creditPeriod: z.number().int(),
  applyAmount: z.number(),
  creditRate: z.number(),
  identification: z.string(),
  countryId: z.number().int(),
  /** `loan-photo:face` etc.: the photo on file; send it back unchanged to keep it */
  imgCertificateFace: z.string(),
  imgCertificateBack: z.string(),
  imgCertificateHand: z.string(),
  status: loanStatus,
  rejectReason: z.string(),
});
export type CreditBeforeReapplyData = z.infer<typeof CreditBeforeReapplyData>;

/** Operator view of a loan (`/v1/admin/loans`); amounts are 6-decimal strings, times ISO-8601. */
export interface AdminLoanView {
  id: string;
  userId: string;
  username: string;
  status: LoanStatusCode;
  realName: string;
  /** the countries table id of the nationality */
  countryId: number;
  /** its ISO 3166-1 alpha-2 code ("DE"): show `Intl.DisplayNames` of it, not the id */
  countryCode: string | null;
  identification: string;
  amount: string;
  termDays: number;
  dailyRate: string;
  overdueRate: string;
  apr: string;
  totalInterest: string;
  totalRepayment: string;
  lateFeePerDay: string;
  submittedAt: string;
  requiredApprovals: 1 | 2;
  firstApprover: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  dueAt: string | null;
  rejectReason: string | null;
  repaid: string;
  /** what settles it now (active / overdue loans) */
  due: string | null;
  days: number | null;
  /** paths of the three ID photos on the operator API (bearer token required) */
  photos: { face: string; back: string; hand: string };
  repayments: { seq: number; amount: string; source: 'buyer' | 'operator'; createdAt: string }[];
}

export interface AdminLoanConfigView {
  amountMin: string;
  amountMax: string;
  dailyRate: string;
  overdueRate: string;
  apr: string;
  offeredTerms: number[];
  allTerms: number[];
  twoApprovalsAbove: string;
}
