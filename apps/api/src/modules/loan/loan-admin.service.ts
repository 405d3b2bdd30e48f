import { Injectable } from '@nestjs/common';
import type { Money } from '@mall/money';
import { TransactionHost } from '../../core/database/transaction';
import { ApproverIndependenceService, type Operator } from '../admin';
import { AuditService } from '../audit';
import type { LoanStatus } from './domain/loan-state';
import type { PhotoSlot } from './id-photo.store';
import { LoanReviewService, type AdminLoan, type LoanApprovalOutcome, type LoanConfigInput } from './loan-review.service';
import type { LoanProduct } from './loan.service';

/**
 * The operator's loan use cases behind `/v1/admin/loans…`: each decision and its `audit_log` row
 * commit together (the review service joins this transaction). Viewing an ID photo is audited too.
 */
@Injectable()
export class LoanAdminService {
  constructor(
    private readonly txHost: TransactionHost,
    private readonly audit: AuditService,
    private readonly review: LoanReviewService,
    private readonly independence: ApproverIndependenceService,
  ) {}

  list(statuses: LoanStatus[] | undefined, page: { pageNo: number; pageSize: number }) {
    return this.review.list(statuses, page);
  }

  find(id: string): Promise<AdminLoan> {
    return this.review.find(id);
  }

  async photo(op: Operator, id: string, slot: PhotoSlot): Promise<{ bytes: Buffer; mime: string }> {
    const file = await this.review.photo(id, slot);
    await this.audit.byOperator(op, 'loan.photo_view', id, { slot });
    return file;
  }

  /**
   * Approve (or give the first of two approvals). The second of two counts only from an operator
   * independent of the first (`ApproverIndependenceService`): the audit row says why it counted
   * (`loan.approve`, details.independence) or why not (`loan.approve_not_counted`, committed), and
   * the call then answers 409 ADMIN_APPROVER_NOT_INDEPENDENT.
   */
  async approve(op: Operator, id: string): Promise<LoanApprovalOutcome> {
    const r = await this.independence.approveStep(
      op,
      { kind: 'loan', target: id },
      (secondCheck) => this.review.approve(id, op.id, secondCheck),
      (r) => r.status === 2,
    );
    return { id: r.id, status: r.status, approvals: r.approvals, requiredApprovals: r.requiredApprovals, transferId: r.transferId };
  }

  reject(op: Operator, id: string, reason: string): Promise<void> {
    return this.txHost.withTransaction(async () => {
      await this.review.reject(id, op.id, reason);
      await this.audit.byOperator(op, 'loan.reject', id, { reason });
    });
  }

  recordRepayment(op: Operator, id: string, amount: string): Promise<{ repaid: Money; due: Money; settled: boolean }> {
    return this.txHost.withTransaction(async () => {
      const r = await this.review.recordRepayment(id, op.id, amount);
      await this.audit.byOperator(op, 'loan.repayment', id, { amount, settled: r.settled });
      return r;
    });
  }

  config(): Promise<LoanProduct> {
    return this.review.config();
  }

  updateConfig(op: Operator, input: LoanConfigInput): Promise<LoanProduct> {
    return this.txHost.withTransaction(async () => {
      const before = await this.review.config();
      const after = await this.review.updateConfig(input, op.id);
      await this.audit.byOperator(op, 'loan.config', 'loan_config', { before: productAudit(before), after: productAudit(after) });
      return after;
    });
  }
}

function productAudit(p: LoanProduct) {
  return {
    amountMin: p.amountMin.format(),
    amountMax: p.amountMax.format(),
    dailyRate: p.dailyRate,
    overdueRate: p.overdueRate,
    offeredTerms: p.offeredTerms,
    twoApprovalsAbove: p.twoApprovalsAbove.format(),
  };
}
