import { Injectable } from '@nestjs/common';
import type { Operator } from '../../core/auth/operator';
import { AuditRepository, type AuditEntry } from './audit.repository';
import { readPage, type Page, type PageQuery } from '../../core/database/page';

export interface AuditRecord {
  adminId: string | null;
  /** `module.verb`, e.g. `withdraw.approve` */
  action: string;
  target: string;
  details?: Record<string, unknown>;
  ip: string;
}

export type AuditPage = Page<AuditEntry>;

/** Writes audit rows in the caller's transaction, so an action and its record commit or vanish together. */
@Injectable()
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  record(r: AuditRecord): Promise<string> {
    return this.repo.insert({ adminId: r.adminId, action: r.action, target: r.target, details: r.details ?? {}, ip: r.ip });
  }

  /** An operator's action on a target, recorded with the operator's id and the request's IP. */
  byOperator(op: Pick<Operator, 'id' | 'ip'>, action: string, target: string, details?: Record<string, unknown>): Promise<string> {
    return this.record({ adminId: op.id, action, target, ip: op.ip, details });
  }

  /** The IP of an operator's latest audited action on a target (e.g. the first of two approvals). */
  lastIp(action: string, target: string, adminId: string): Promise<string | null> {
    return this.repo.lastIp(action, target, adminId);
  }

  page(filter: { action?: string; target?: string }, page: PageQuery): Promise<AuditPage> {
    return readPage(
      page,
      (offset, limit) => this.repo.page(filter, offset, limit),
      () => this.repo.count(filter),
      (e) => e,
    );
  }
}
