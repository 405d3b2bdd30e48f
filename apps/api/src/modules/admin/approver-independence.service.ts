import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { AdminRepository } from './admin.repository';
import { AuditService } from '../audit';
import { approverIndependence, type Independence } from './domain/approver-independence';
import type { Operator } from '../../core/auth/operator';

/** The verdict on a second approval, as the audit rows carry it (`details.independence`). */
export type ApprovalIndependence = Partial<Independence> & { counted: boolean; reasons: string[]; firstApprover: string };

/** Where the first approval's origin (IP) is known: stored with the approval, or its audit row. */
export type FirstApproval = { id: string } & ({ ip: string | null } | { auditAction: string; target: string });

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(second: Operator, first: FirstApproval, now = new Date()): Promise<ApprovalIndependence> {
    const me = await this.admins.findApproverFacts(second.id);
    if (!me) return { counted: false, reasons: ['unknown_operator'], firstApprover: first.id };
    const firstIp = 'ip' in first ? first.ip : await this.audit.lastIp(first.auditAction, first.target, first.id);
    const v = approverIndependence({ ...me, ip: second.ip }, { id: first.id, ip: firstIp }, now, this.config.APPROVER_MIN_ACCOUNT_AGE_DAYS);
    return { ...v, firstApprover: first.id };
  }
}
