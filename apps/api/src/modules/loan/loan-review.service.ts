import { Injectable } from '@nestjs/common';
import { Money, MoneyParseError } from '@mall/money';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { LedgerAccounts, LedgerService } from '../ledger';
import { NotificationService } from '../notification';
import { LOAN_STATUS, OPEN_STATUSES, PAYABLE_STATUSES, decideApproval, type LoanStatus } from './domain/loan-state';
import { ALL_TERMS, MAX_TERM_DAYS, parseRate } from './domain/loan-terms';
import { IdPhotoStore, type PhotoSlot } from './id-photo.store';
import { LoanRepository, type AdminLoanRow, type LoanRepaymentRow, type LoanRow } from './loan.repository';
import {
  dueDate,
  loanDisburseKey,
  loanRepayKey,
  photoKey,
  quoteOf,
  repaymentLegs,
  toProduct,
  toView,
  type LoanProduct,
  type LoanView,
} from './loan.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const LOAN_REASON_MAX = 500;
/** The product's stated limits (spec §1, §9): what the operator may configure within. */
export const LOAN_AMOUNT_FLOOR = Money.parse('1');
export const LOAN_AMOUNT_CEILING = Money.parse('30000000');

export interface AdminLoan extends LoanView {
  userId: string;
  username: string;
  /** ISO 3166-1 alpha-2 of `countryId` (the client names it in the reader's language) */
  countryCode: string | null;
  requiredApprovals: 1 | 2;
  firstApprover: string | null;
  firstApprovedAt: Date | null;
  approvedBy: string | null;
  rejectedBy: string | null;
  rejectedAt: Date | null;
  repayments: LoanRepaymentRow[];
}

export interface LoanApprovalOutcome {
  id: string;
  status: LoanStatus;
  approvals: number;
  requiredApprovals: 1 | 2;
  transferId: string | null;
  /** false: a second approval that did not count (not independent of the first) */
  counted?: boolean;
  /** the independence verdict of a second approval (counted or not), for the audit log */
  independence?: { counted: boolean };
}

/** Decides whether a second approver is independent of the first (called under the loan's lock). */
export type LoanSecondApprovalCheck = (firstApproverId: string) => Promise<{ counted: boolean }>;

export interface LoanConfigInput {
  amountMin: string;
  amountMax: string;
  dailyRate: string;
  overdueRate: string;
  offeredTerms: number[];
  twoApprovalsAbove: string;
}

/**
 * Operator decisions on loans (the admin REST controller calls these in one transaction with the
 * audit row). Every decision takes the loan's row lock and moves only from the expected status.
 * Approve disburses the principal once: `loan:<id>:disburse` from `loans:receivable` to the buyer;
 * a second approve finds status 2 and answers "no longer pending" (the legacy system disbursed twice).
 */
@Injectable()
export class LoanReviewService {
  constructor(
    private readonly loans: LoanRepository,
    private readonly ledger: LedgerService,
    private readonly photos: IdPhotoStore,
    private readonly notifications: NotificationService,
  ) {}

  async list(statuses: LoanStatus[] | undefined, page: { pageNo: number; pageSize: number }, now = new Date()) {
    await this.loans.markOverdue(now);
    const s = statuses?.length ? statuses : [LOAN_STATUS.review];
    const rows = await this.loans.adminPage(s, (page.pageNo - 1) * page.pageSize, page.pageSize);
    return {
      elements: await Promise.all(rows.map((r) => this.toAdmin(r, now, false))),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      totalElements: await this.loans.adminCount(s),
    };
  }

  async find(id: string, now = new Date()): Promise<AdminLoan> {
    const row = await this.loans.adminFind(id);
    if (!row) throw new AppError('LOAN_NOT_FOUND');
    return this.toAdmin(row, now, true);
  }

  /** An ID photo of a loan, for an operator's eyes only. */
  async photo(id: string, slot: PhotoSlot): Promise<{ bytes: Buffer; mime: string }> {
    const row = await this.loans.find(id);
    const file = row ? await this.photos.read(photoKey(row, slot)) : null;
    if (!file) throw new AppError('LOAN_NOT_FOUND');
    return file;
  }

  @Transactional()
  async approve(id: string, adminId: string, secondCheck?: LoanSecondApprovalCheck): Promise<LoanApprovalOutcome> {
    assertUuid(adminId);
    const loan = await this.lock(id);
    const d = decideApproval(loan, adminId);
    if (d.kind === 'refuse') throw new AppError(d.code);
    const pending = { id: loan.id, status: LOAN_STATUS.review, approvals: 1, requiredApprovals: loan.requiredApprovals, transferId: null };
    if (d.kind === 'first') {
      if (!(await this.loans.recordFirstApproval(loan.id, adminId))) throw new AppError('LOAN_NOT_PENDING');
      return pending;
    }
    // The second of two: it counts only from an operator independent of the first (issue 14 item 3).
    const independence =
      loan.requiredApprovals === 2 && loan.firstApprover && secondCheck ? await secondCheck(loan.firstApprover) : undefined;
    if (independence && !independence.counted) return { ...pending, counted: false, independence };
    const amount = Money.ofMinorString(loan.amount);
    const transfer = await this.ledger.post({
      idempotencyKey: loanDisburseKey(loan.id),
      kind: 'loan.disburse',
      entries: [
        { account: LedgerAccounts.system('loans:receivable'), amount: amount.negate() },
        { account: LedgerAccounts.userAvailable(loan.userId), amount },
      ],
      metadata: { loanId: loan.id, operatorId: adminId },
    });
    const at = new Date();
    const dueAt = dueDate(at, loan.termDays);
    if (!(await this.loans.markApproved(loan.id, adminId, at, dueAt, transfer.id))) throw new AppError('LOAN_NOT_PENDING');
    await this.notifications.notifyUser(loan.userId, 'loan.approved', { amount: amount.format(), dueAt: dueAt.toISOString() });
    return {
      id: loan.id,
      status: LOAN_STATUS.active,
      approvals: loan.requiredApprovals,
      requiredApprovals: loan.requiredApprovals,
      transferId: transfer.id,
      independence,
    };
  }

  @Transactional()
  async reject(id: string, adminId: string, reason: string | undefined): Promise<void> {
    assertUuid(adminId);
    const text = (reason ?? '').trim();
    if (!text) throw new AppError('LOAN_REASON_REQUIRED');
    if (text.length > LOAN_REASON_MAX) throw new AppError('COMMON_PARAM_TOO_LONG', { field: 'reason', max: LOAN_REASON_MAX });
    const loan = await this.lock(id);
    if (loan.status === LOAN_STATUS.repaid) throw new AppError('LOAN_SETTLED');
    if (loan.status !== LOAN_STATUS.review) throw new AppError('LOAN_NOT_PENDING');
    if (!(await this.loans.markRejected(loan.id, adminId, text))) throw new AppError('LOAN_NOT_PENDING');
    await this.notifications.notifyUser(loan.userId, 'loan.rejected', { reason: text });
  }

  /**
   * Record a repayment the buyer made outside the wallet (partial amounts accumulate; the loan is
   * repaid once they reach what is due). The counter-side is `platform:adjustments`, the mirror of
   * money received outside the platform.
   */
  @Transactional()
  async recordRepayment(id: string, adminId: string, amountText: string): Promise<{ repaid: Money; due: Money; settled: boolean }> {
    assertUuid(adminId);
    let amount: Money;
    try {
      amount = Money.parse(amountText);
    } catch (e) {
      if (e instanceof MoneyParseError) throw new AppError('LOAN_REPAY_AMOUNT_INVALID');
      throw e;
    }
    if (!amount.isPositive()) throw new AppError('LOAN_REPAY_AMOUNT_INVALID');
    const now = new Date();
    await this.loans.markOverdue(now);
    const loan = await this.lock(id);
    if (loan.status === LOAN_STATUS.repaid) throw new AppError('LOAN_SETTLED');
    if (!PAYABLE_STATUSES.includes(loan.status)) throw new AppError('LOAN_NOT_APPROVED');
    const q = quoteOf(loan, now);
    if (amount.cmp(q.due) > 0) throw new AppError('LOAN_REPAY_AMOUNT_INVALID');
    const n = loan.repayCount + 1;
    const transfer = await this.ledger.post({
      idempotencyKey: loanRepayKey(loan.id, n),
      kind: 'loan.repay',
      entries: [{ account: LedgerAccounts.system('platform:adjustments'), amount: amount.negate() }, ...repaymentLegs(loan, amount)],
      metadata: { loanId: loan.id, n, source: 'operator', operatorId: adminId },
    });
    const settled = amount.equals(q.due);
    await this.loans.addRepayment(loan.id, {
      seq: n,
      amount: amount.minor,
      source: 'operator',
      operatorId: adminId,
      transferId: transfer.id,
      settles: settled,
    });
    return { repaid: Money.ofMinorString(loan.repaidAmount).add(amount), due: q.due.sub(amount), settled };
  }

  async config(): Promise<LoanProduct> {
    return toProduct(await this.loans.config());
  }

  /** Change the product (validated; applies to applications from now on, never to recorded loans). */
  @Transactional()
  async updateConfig(input: LoanConfigInput, adminId: string): Promise<LoanProduct> {
    assertUuid(adminId);
    const money = (field: string, text: string): Money => {
      try {
        const m = Money.parse(text, 'USDT', { maxDecimals: 0 });
        if (m.cmp(LOAN_AMOUNT_FLOOR) < 0 || m.cmp(LOAN_AMOUNT_CEILING) > 0) throw new AppError('LOAN_CONFIG_INVALID', { field });
        return m;
      } catch (e) {
        if (e instanceof MoneyParseError) throw new AppError('LOAN_CONFIG_INVALID', { field });
        throw e;
      }
    };
    const min = money('amountMin', input.amountMin);
    const max = money('amountMax', input.amountMax);
    if (max.cmp(min) < 0) throw new AppError('LOAN_CONFIG_INVALID', { field: 'amountMax' });
    let threshold: Money;
    try {
      threshold = Money.parse(input.twoApprovalsAbove, 'USDT', { maxDecimals: 0 });
    } catch {
      throw new AppError('LOAN_CONFIG_INVALID', { field: 'twoApprovalsAbove' });
    }
    for (const [field, text] of [
      ['dailyRate', input.dailyRate],
      ['overdueRate', input.overdueRate],
    ] as const) {
      const r = parseRate(text);
      // a daily rate below 1 % (0.01): anything higher is not a small-business loan we offer
      if (!r || r.num * 100n >= r.den) throw new AppError('LOAN_CONFIG_INVALID', { field });
    }
    const terms = [...new Set(input.offeredTerms)].sort((a, b) => a - b);
    if (terms.length === 0) throw new AppError('LOAN_TERMS_EMPTY');
    if (terms.some((t) => !(ALL_TERMS as readonly number[]).includes(t) || t > MAX_TERM_DAYS))
      throw new AppError('LOAN_CONFIG_INVALID', { field: 'offeredTerms' });
    await this.loans.config({ lock: true });
    await this.loans.updateConfig(
      {
        amountMin: min.minor.toString(),
        amountMax: max.minor.toString(),
        dailyRate: input.dailyRate.trim(),
        overdueRate: input.overdueRate.trim(),
        offeredTerms: terms,
        twoApprovalsAbove: threshold.minor.toString(),
      },
      adminId,
    );
    return toProduct(await this.loans.config());
  }

  /** Hourly job: active loans past due → overdue. Answers the loans moved. */
  @Transactional()
  async markOverdue(now = new Date()): Promise<{ id: string; userId: string }[]> {
    return this.loans.markOverdue(now);
  }

  private async lock(id: string): Promise<LoanRow> {
    const row = await this.loans.lock(id);
    if (!row) throw new AppError('LOAN_NOT_FOUND');
    return row;
  }

  private async toAdmin(r: AdminLoanRow, now: Date, withRepayments: boolean): Promise<AdminLoan> {
    return {
      ...toView(r, now),
      userId: r.userId,
      username: r.username,
      countryCode: r.countryCode,
      requiredApprovals: r.requiredApprovals,
      firstApprover: r.firstApprover,
      firstApprovedAt: r.firstApprovedAt,
      approvedBy: r.approvedBy,
      rejectedBy: r.rejectedBy,
      rejectedAt: r.rejectedAt,
      repayments: withRepayments ? await this.loans.repayments(r.id) : [],
    };
  }
}

export { OPEN_STATUSES };

function assertUuid(adminId: string): void {
  if (!UUID.test(adminId)) throw new TypeError('operator id must be a uuid');
}
