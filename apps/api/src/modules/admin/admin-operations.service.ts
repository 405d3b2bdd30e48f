import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { DepositReviewService, type DepositApprovalOutcome, type PendingClaimPage } from '../chain';
import { LedgerAccounts, LedgerReconciler, LedgerService, type ReconcileReport, type StatementPage } from '../ledger';
import {
  ManualPayoutService,
  WithdrawReviewService,
  type AdminWithdrawal,
  type AdminWithdrawalPage,
  type ApprovalOutcome,
  type WithdrawState,
} from '../withdraw';
import { ApproverIndependenceService } from './approver-independence.service';
import { AuditService, type AuditPage } from '../audit';
import type { Operator } from '../../core/auth/operator';
import type { PageQuery } from '../../core/database/page';

export type { PageQuery } from '../../core/database/page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The operator use cases behind `/v1/admin`. Every decision runs in ONE transaction together with
 * its `audit_log` row (the review services join it), so there is never a decision without its
 * record or a record of a decision that rolled back. Role checks happen at the route (guard).
 */
@Injectable()
export class AdminOperationsService {
  constructor(
    private readonly txHost: TransactionHost,
    private readonly audit: AuditService,
    private readonly deposits: DepositReviewService,
    private readonly withdrawals: WithdrawReviewService,
    private readonly manualPayouts: ManualPayoutService,
    private readonly ledger: LedgerService,
    private readonly reconciler: LedgerReconciler,
    private readonly independence: ApproverIndependenceService,
  ) {}

  pendingDeposits(page: PageQuery): Promise<PendingClaimPage> {
    return this.deposits.pending(page);
  }

  /**
   * Approve a manual deposit claim (or give the first of two approvals, above the network's
   * threshold). The second of two counts only from an operator independent of the first, as for
   * withdrawals: the audit row says why it counted (`deposit.approve`, details.independence) or why
   * not (`deposit.approve_not_counted`, committed) and the call answers 409 ADMIN_APPROVER_NOT_INDEPENDENT.
   */
  async approveDeposit(op: Operator, orderNo: string): Promise<DepositApprovalOutcome> {
    const r = await this.independence.approveStep(
      op,
      { kind: 'deposit', target: orderNo },
      (secondCheck) => this.deposits.approve(orderNo, op.id, secondCheck),
      (r) => r.state === 'credited',
    );
    return { orderNo: r.orderNo, state: r.state, approvals: r.approvals, requiredApprovals: r.requiredApprovals, transferId: r.transferId };
  }

  rejectDeposit(op: Operator, orderNo: string, reason: string): Promise<void> {
    return this.txHost.withTransaction(async () => {
      await this.deposits.reject(orderNo, op.id, reason);
      await this.audit.byOperator(op, 'deposit.reject', orderNo, { reason });
    });
  }

  withdrawalsToReview(states: WithdrawState[] | undefined, page: PageQuery): Promise<AdminWithdrawalPage> {
    return this.withdrawals.list(states, page);
  }

  withdrawal(orderNo: string): Promise<AdminWithdrawal> {
    return this.withdrawals.find(orderNo);
  }

  /**
   * Approve (or give the first of two approvals); once approved, the payout job is nudged after commit.
   * The second of two counts only from an operator independent of the first (`approverIndependence`):
   * the audit row says why it counted (`withdraw.approve`, details.independence) or why not
   * (`withdraw.approve_not_counted`, committed) and the call answers 409 ADMIN_APPROVER_NOT_INDEPENDENT.
   */
  async approveWithdrawal(op: Operator, orderNo: string): Promise<ApprovalOutcome> {
    const r = await this.independence.approveStep(
      op,
      { kind: 'withdraw', target: orderNo },
      (secondCheck) => this.withdrawals.approve(orderNo, op.id, secondCheck),
      (r) => r.state === 'approved',
    );
    if (r.state === 'approved') await this.withdrawals.requestPayout(orderNo);
    return { orderNo: r.orderNo, state: r.state, approvals: r.approvals, requiredApprovals: r.requiredApprovals };
  }

  rejectWithdrawal(op: Operator, orderNo: string, reason: string): Promise<void> {
    return this.txHost.withTransaction(async () => {
      await this.withdrawals.reject(orderNo, op.id, reason);
      await this.audit.byOperator(op, 'withdraw.reject', orderNo, { reason });
    });
  }

  /**
   * A manual payout: the hash of the transaction the operator paid an approved withdrawal with
   * (`withdraw.record_payment`, audited with it); the chain watcher is nudged after commit.
   */
  async recordWithdrawalPayment(op: Operator, orderNo: string, txHash: string): Promise<{ orderNo: string; txHash: string }> {
    const r = await this.txHost.withTransaction(async () => {
      const r = await this.manualPayouts.recordPayment(orderNo, op.id, txHash);
      await this.audit.byOperator(op, 'withdraw.record_payment', orderNo, { txHash: r.txHash });
      return r;
    });
    await this.withdrawals.requestVerification(orderNo);
    return r;
  }

  resetWithdrawAddress(op: Operator, userId: string, reason: string): Promise<{ chain: string; address: string }> {
    return this.txHost.withTransaction(async () => {
      const r = await this.withdrawals.resetAddress(userId, op.id, reason);
      await this.audit.byOperator(op, 'withdraw.address_reset', userId, { chain: r.chain, address: r.address, reason });
      return r;
    });
  }

  /** A user's available or frozen ledger statement, newest first (the view is audited). */
  async userLedger(op: Operator, userId: string, account: 'available' | 'frozen', page: PageQuery): Promise<StatementPage> {
    if (!UUID.test(userId)) throw new AppError('COMMON_INVALID_PARAM', { field: 'userId' });
    const code = account === 'frozen' ? LedgerAccounts.userFrozen(userId) : LedgerAccounts.userAvailable(userId);
    const statement = await this.ledger.statement(code, page);
    await this.audit.byOperator(op, 'ledger.view', userId, { account, page: page.pageNo });
    return statement;
  }

  /** Run the ledger reconciler (read-only snapshot) and record that it ran and what it found. */
  async reconcile(op: Operator): Promise<ReconcileReport> {
    const report = await this.reconciler.run();
    await this.audit.byOperator(op, 'ledger.reconcile', '', {
      ok: report.ok,
      discrepancies: report.checks.reduce((n, c) => n + c.discrepancies, 0),
    });
    return report;
  }

  auditLog(filter: { action?: string; target?: string }, page: PageQuery): Promise<AuditPage> {
    return this.audit.page(filter, page);
  }
}
