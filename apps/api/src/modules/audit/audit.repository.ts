import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';

export interface AuditEntry {
  id: string;
  adminId: string | null;
  username: string | null;
  action: string;
  target: string;
  details: Record<string, unknown>;
  ip: string;
  at: Date;
}

/** The append-only audit log (a trigger refuses UPDATE, DELETE and TRUNCATE). */
@Injectable()
export class AuditRepository extends BaseRepository {
  /** The IP of an operator's latest audited action on a target (e.g. the first of two approvals). */
  async lastIp(action: string, target: string, adminId: string): Promise<string | null> {
    const [row] = await this.em.query(
      `select ip from audit_log where action = $1 and target = $2 and admin_id = $3 order by id desc limit 1`,
      [action, target, adminId],
    );
    return (row?.ip as string | undefined) ?? null;
  }

  async insert(e: {
    adminId: string | null;
    action: string;
    target: string;
    details: Record<string, unknown>;
    ip: string;
  }): Promise<string> {
    const [row] = await this.em.query(
      `insert into audit_log (admin_id, action, target, details, ip) values ($1, $2, $3, $4::jsonb, $5) returning id::text`,
      [e.adminId, e.action, e.target.slice(0, 200), JSON.stringify(e.details), e.ip.slice(0, 64)],
    );
    return row.id;
  }

  /** Newest first, optionally one action or one target. */
  page(filter: { action?: string; target?: string }, offset: number, limit: number): Promise<AuditEntry[]> {
    return this.em.query(
      `select l.id::text, l.admin_id as "adminId", a.username, l.action, l.target, l.details, l.ip, l.at
         from audit_log l left join admin_users a on a.id = l.admin_id
        where ($1::text is null or l.action = $1) and ($2::text is null or l.target = $2)
        order by l.at desc, l.id desc offset $3 limit $4`,
      [filter.action ?? null, filter.target ?? null, offset, limit],
    );
  }

  async count(filter: { action?: string; target?: string }): Promise<number> {
    const [row] = await this.em.query(
      `select count(*)::int as n from audit_log where ($1::text is null or action = $1) and ($2::text is null or target = $2)`,
      [filter.action ?? null, filter.target ?? null],
    );
    return row.n;
  }
}
