/**
 * Credit / loans (contract §4.7) and the operator's loan API. Amounts on the `.action` wire are JSON
 * numbers parsed from exact decimal text (as the old clients read them); rates are exact fractions
 * (0.0005 = 0.05 % a day), never truncated. Fields after the contract's are additions of this server,
 * so every screen can state the full terms.
 */

/** 1 under review, 2 active, 3 overdue, 4 rejected (may re-apply), 5 repaid. */
export type LoanStatusCode = 1 | 2 | 3 | 4 | 5;

/** The honest terms of a loan (or an offer): everything a screen states. */
export interface LoanTermsData {
  applyAmount: number;
  creditPeriod: number;
  /** daily rate, fraction */
  creditRate: number;
  /** daily rate after the due date, fraction */
  defaultRate: number;
  /** the APR the daily rate implies (× 365), percent text, e.g. "18.25" */
  apr: string;
  totalInterest: number;
  totalRepayment: number;
  /** what each day past the due date adds */
  lateFeePerDay: number;
  /** always 0: no upfront fee */
  upfrontFee: number;
}

export interface CreditConfigData {
  amountMin: number;
  amountMax: number;
  rate: number;
  defaultRate: number;
  lendableDays: string[];
  allLendableDays: string[];
  /** percent text */
  apr: string;
  upfrontFee: number;
  /** how the interest is rounded, stated */
  rounding: 'down-to-micro';
}

export interface CreditBillData {
  applyAmount: number;
  alreadyCreditDays: number;
  interest: number;
  estimatePayment: number;
  realName: string;
  /** additions ('' / 0 when there is no active loan) */
  creditId: string;
  status: LoanStatusCode | 0;
  dueTime: string;
  overdue: boolean;
  terms: LoanTermsData | null;
}

export interface CreditHistoryRow {
  id: string;
  applyAmount: number;
  creditPeriod: number;
  creditRate: number;
  customerSubmitTime: string;
  status: LoanStatusCode;
  statusStr: string;
  /** additions */
  dueTime: string;
  rejectReason: string;
  terms: LoanTermsData;
}

export interface CreditBeforePayData {
  realName: string;
  creditRate: number;
  alreadyCreditDays: number;
  estimatePayment: number;
  accountAmount: number;
  /** additions */
  creditId: string;
  status: LoanStatusCode;
  interest: number;
  applyAmount: number;
  dueTime: string;
  overdue: boolean;
  /** exact decimal text of estimatePayment: send it back as `amount` to credit!pay */
  estimatePaymentText: string;
  terms: LoanTermsData;
}

export interface CreditBeforeReapplyData {
  realName: string;
  creditPeriod: number;
  applyAmount: number;
  creditRate: number;
  identification: string;
  countryId: number;
  /** `loan-photo:face` etc.: the photo on file; send it back unchanged to keep it */
  imgCertificateFace: string;
  imgCertificateBack: string;
  imgCertificateHand: string;
  status: LoanStatusCode;
  rejectReason: string;
}

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
