import type {
  CreditBeforePayData,
  CreditBeforeReapplyData,
  CreditBillData,
  CreditConfigData,
  CreditHistoryRow,
  LoanTermsData,
  PageBData,
} from '@mall/contracts';
import type { Money } from '@mall/money';
import { formatActionDate } from '../../core/http/action-date';
import { STATUS_TEXT, keptPhotoRef, type LoanProduct, type LoanView, type TermsSummary } from '../../modules/loan';
import { toPageB } from '../wallet/paging-b';
import { moneyToWireNumber } from '../wire-money';

/** An exact decimal fraction text → JSON number (rates have ≤ 8 places: exact as a double's shortest form). */
const rateNumber = (text: string): number => +text;
const num = (m: Money): number => moneyToWireNumber(m);

export function toTerms(t: TermsSummary): LoanTermsData {
  return {
    applyAmount: num(t.amount),
    creditPeriod: t.termDays,
    creditRate: rateNumber(t.dailyRate),
    defaultRate: rateNumber(t.overdueRate),
    apr: t.aprPercent,
    totalInterest: num(t.totalInterest),
    totalRepayment: num(t.totalRepayment),
    lateFeePerDay: num(t.lateCostPerDay),
    upfrontFee: num(t.upfrontFee),
  };
}

export function toConfig(p: LoanProduct): CreditConfigData {
  return {
    amountMin: num(p.amountMin),
    amountMax: num(p.amountMax),
    rate: rateNumber(p.dailyRate),
    defaultRate: rateNumber(p.overdueRate),
    lendableDays: p.offeredTerms.map(String),
    allLendableDays: p.allTerms.map(String),
    apr: p.aprPercent,
    upfrontFee: 0,
    rounding: 'down-to-micro',
  };
}

export function toBill(l: LoanView | null, tz: string): CreditBillData {
  if (!l || !l.quote)
    return {
      applyAmount: 0,
      alreadyCreditDays: 0,
      interest: 0,
      estimatePayment: 0,
      realName: '',
      creditId: '',
      status: 0,
      dueTime: '',
      overdue: false,
      terms: null,
    };
  return {
    applyAmount: num(l.terms.amount),
    alreadyCreditDays: l.quote.days,
    interest: num(l.quote.interest),
    estimatePayment: num(l.quote.due),
    realName: l.realName,
    creditId: l.id,
    status: l.status,
    dueTime: formatActionDate(l.dueAt, tz),
    overdue: l.quote.overdue,
    terms: toTerms(l.terms),
  };
}

export function toHistory(
  p: { elements: LoanView[]; pageNo: number; pageSize: number; totalElements: number },
  tz: string,
): PageBData<CreditHistoryRow> {
  return toPageB(p, (l) => ({
    id: l.id,
    applyAmount: num(l.terms.amount),
    creditPeriod: l.terms.termDays,
    creditRate: rateNumber(l.terms.dailyRate),
    customerSubmitTime: formatActionDate(l.submittedAt, tz),
    status: l.status,
    statusStr: STATUS_TEXT[l.status],
    dueTime: formatActionDate(l.dueAt, tz),
    rejectReason: l.rejectReason ?? '',
    terms: toTerms(l.terms),
  }));
}

export function toBeforePay(l: LoanView, available: Money, tz: string): CreditBeforePayData {
  const q = l.quote;
  return {
    realName: l.realName,
    creditRate: rateNumber(l.terms.dailyRate),
    alreadyCreditDays: q?.days ?? 0,
    estimatePayment: q ? num(q.due) : 0,
    accountAmount: num(available),
    creditId: l.id,
    status: l.status,
    interest: q ? num(q.interest) : 0,
    applyAmount: num(l.terms.amount),
    dueTime: formatActionDate(l.dueAt, tz),
    overdue: q?.overdue ?? false,
    estimatePaymentText: q ? q.due.format() : '0',
    terms: toTerms(l.terms),
  };
}

export function toBeforeReapply(l: LoanView): CreditBeforeReapplyData {
  return {
    realName: l.realName,
    creditPeriod: l.terms.termDays,
    applyAmount: num(l.terms.amount),
    creditRate: rateNumber(l.terms.dailyRate),
    identification: l.identification,
    countryId: l.countryId,
    imgCertificateFace: keptPhotoRef('face'),
    imgCertificateBack: keptPhotoRef('back'),
    imgCertificateHand: keptPhotoRef('hand'),
    status: l.status,
    rejectReason: l.rejectReason ?? '',
  };
}
