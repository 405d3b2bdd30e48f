import { Injectable } from '@nestjs/common';
import { AuditRepository, type AuditEntry } from './audit.repository';

export interface AuditRecord {
  adminId: string | null;
  /** `module.verb`, e.g. `withdraw.approve` */
  action: string;
  target: string;
  details?: Record<string, unknown>;
  ip: string;
}

export interface AuditPage {
  elements: AuditEntry[];
  pageNo: number;
  pageSize: number;
  totalElements: number;
}

/** Writes audit rows in the caller's transaction, so an action and its record commit or vanish together. */
@Injectable()
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  record(r: AuditRecord): Promise<string> {
    return this.repo.insert({ adminId: r.adminId, action: r.action, target: r.target, details: r.details ?? {}, ip: r.ip });
  }

  /** The IP of an operator's latest audited action on a target (e.g. the first of two approvals). */
  lastIp(action: string, target: string, adminId: string): Promise<string | null> {
    return this.repo.lastIp(action, target, adminId);
  }

  async page(filter: { action?: string; target?: string }, page: { pageNo: number; pageSize: number }): Promise<AuditPage> {
    const rows = await this.repo.page(filter, (page.pageNo - 1) * page.pageSize, page.pageSize);
    const total = await this.repo.count(filter);
    return { elements: rows, pageNo: page.pageNo, pageSize: page.pageSize, totalElements: total };
  }
}
