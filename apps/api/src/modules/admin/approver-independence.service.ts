import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { TransactionHost } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { AdminRepository } from './admin.repository';
import { AuditService } from '../audit';
import { approverIndependence, type Independence } from './domain/approver-independence';
import type { Operator } from '../../core/auth/operator';

/** The verdict on a second approval, as the audit rows carry it (`details.independence`). */
export type ApprovalIndependence = Partial<Independence> & { counted: boolean; reasons: string[]; firstApprover: string };

/** Where the first approval's origin (IP) is known: stored with the approval, or its audit row. */
export type FirstApproval = { id: string } & ({ ip: string | null } | { auditAction: string; target: string });

/** What one step of a two-person approval answers (a deposit claim, a withdrawal, a loan). */
export interface ApprovalStep {
  approvals: number;
  requiredApprovals: number;
  /** false: a second approval that did not count (not independent of the first) */
  counted?: boolean;
  independence?: unknown;
  transferId?: string | null;
}

/** Asks the independence of a second approval from the first approver's id (passed to the owner's approve). */
export type SecondApprovalCheck = (firstApproverId: string) => Promise<ApprovalIndependence>;

/**
 * Two-person approval (withdrawals, operator refunds, loans above the configured amount): the second
 * approval counts only from an operator independent of the first (issue 14 item 3). Gathers the
 * facts (the operator row, `APPROVER_MIN_ACCOUNT_AGE_DAYS`, the first approval's IP) and applies
 * `approverIndependence`. Called inside the caller's transaction, under the approval's row lock; the
 * caller audits the verdict either way and answers `ADMIN_APPROVER_NOT_INDEPENDENT` when not counted.
 */
@Injectable()
export class ApproverIndependenceService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly audit: AuditService,
    private readonly txHost: TransactionHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One two-person approval step as an audited use case: `approve` (the owner's, given the check of a
   * second approval) and its audit row (`<kind>.approve_first`, `<kind>.approve` once `isFinal`, or
   * `<kind>.approve_not_counted`) commit together; a second approval that did not count is committed
   * with its audit row and then answers ADMIN_APPROVER_NOT_INDEPENDENT.
   */
  async approveStep<R extends ApprovalStep>(
    op: Operator,
    subject: { kind: 'deposit' | 'withdraw' | 'loan'; target: string },
    approve: (secondCheck: SecondApprovalCheck) => Promise<R>,
    isFinal: (r: R) => boolean,
  ): Promise<R> {
    const { kind, target } = subject;
    const secondCheck: SecondApprovalCheck = (firstApproverId) =>
      this.check(op, { id: firstApproverId, auditAction: `${kind}.approve_first`, target });
    const r = await this.txHost.withTransaction(async () => {
      const r = await approve(secondCheck);
      await this.audit.byOperator(
        op,
        r.counted === false ? `${kind}.approve_not_counted` : isFinal(r) ? `${kind}.approve` : `${kind}.approve_first`,
        target,
        {
          approvals: r.approvals,
          requiredApprovals: r.requiredApprovals,
          ...(r.transferId !== undefined ? { transferId: r.transferId } : {}),
          ...(r.independence ? { independence: r.independence } : {}),
        },
      );
      return r;
    });
    if (r.counted === false) throw new AppError('ADMIN_APPROVER_NOT_INDEPENDENT');
    return r;
  }

  async check(second: Operator, first: FirstApproval, now = new Date()): Promise<ApprovalIndependence> {
    const me = await this.admins.findApproverFacts(second.id);
    if (!me) return { counted: false, reasons: ['unknown_operator'], firstApprover: first.id };
    const firstIp = 'ip' in first ? first.ip : await this.audit.lastIp(first.auditAction, first.target, first.id);
    const v = approverIndependence({ ...me, ip: second.ip }, { id: first.id, ip: firstIp }, now, this.config.APPROVER_MIN_ACCOUNT_AGE_DAYS);
    return { ...v, firstApprover: first.id };
  }
}
