import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { AdminRole } from '../../core/auth/operator';

export interface AdminUserRow {
  id: string;
  username: string;
  passwordHash: string;
  roles: AdminRole[];
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  mustChangePassword: boolean;
}

export interface AdminSessionRow {
  sessionId: string;
  adminId: string;
  username: string;
  roles: AdminRole[];
  mustChangePassword: boolean;
}

export interface AttemptRow {
  failures: number;
  lockedUntil: Date | null;
}

const USER_COLUMNS = `id, username, password_hash as "passwordHash", roles, disabled, created_at as "createdAt", last_login_at as "lastLoginAt",
  must_change_password as "mustChangePassword"`;

/** Operators, their sessions (hashed bearer tokens) and login attempt counters. */
@Injectable()
export class AdminRepository extends BaseRepository {
  async findByUsername(username: string): Promise<AdminUserRow | null> {
    return this.one(`select ${USER_COLUMNS} from admin_users where username = $1`, [username]);
  }

  async findById(id: string): Promise<AdminUserRow | null> {
    return this.one(`select ${USER_COLUMNS} from admin_users where id = $1`, [id]);
  }

  list(): Promise<AdminUserRow[]> {
    return this.em.query(`select ${USER_COLUMNS} from admin_users order by created_at, username`);
  }

  async any(): Promise<boolean> {
    const [row] = await this.em.query(`select exists (select 1 from admin_users) as any`);
    return row.any;
  }

  /** Serialise the first-admin seeding of concurrently starting replicas. */
  async lockSeeding(): Promise<void> {
    await this.em.query(`select pg_advisory_xact_lock(hashtextextended('admin_users:seed', 0))`);
  }

  /** Insert unless the username is taken (null). */
  async insert(a: {
    username: string;
    passwordHash: string;
    roles: AdminRole[];
    createdBy: string | null;
    mustChangePassword?: boolean;
  }): Promise<AdminUserRow | null> {
    return this.one(
      `insert into admin_users (username, password_hash, roles, created_by, must_change_password) values ($1, $2, $3::text[], $4, $5)
       on conflict (username) do nothing returning ${USER_COLUMNS}`,
      [a.username, a.passwordHash, a.roles, a.createdBy, a.mustChangePassword ?? false],
    );
  }

  /** Enable / disable; `by` is remembered as the last operator who changed this one (independent approvers). */
  async setDisabled(id: string, disabled: boolean, by: string): Promise<void> {
    await this.em.query(`update admin_users set disabled = $2, updated_at = now(), updated_by = $3 where id = $1`, [id, disabled, by]);
  }

  /** A new password; the change-at-first-login flag is cleared; every other session is revoked. */
  async setPassword(id: string, passwordHash: string, keepSessionId: string): Promise<void> {
    await this.em.query(
      `update admin_users set password_hash = $2, must_change_password = false, updated_at = now(), updated_by = id where id = $1`,
      [id, passwordHash],
    );
    await this.em.query(`update admin_sessions set revoked_at = now() where admin_id = $1 and id::text <> $2 and revoked_at is null`, [
      id,
      keepSessionId,
    ]);
  }

  /** Who created and last changed an operator, and since when it exists (independent approvers). */
  async findApproverFacts(id: string): Promise<{ id: string; createdBy: string | null; updatedBy: string | null; createdAt: Date } | null> {
    return this.one(
      `select id, created_by as "createdBy", updated_by as "updatedBy", created_at as "createdAt" from admin_users where id = $1`,
      [id],
    );
  }

  /** A buyer account exists (unlock by an operator). */
  async userExists(id: string): Promise<boolean> {
    const rows: unknown[] = await this.em.query(`select 1 from users where id = $1`, [id]);
    return rows.length > 0;
  }

  async touchLogin(id: string): Promise<void> {
    await this.em.query(`update admin_users set last_login_at = now() where id = $1`, [id]);
  }

  async insertSession(adminId: string, tokenHash: Buffer, ip: string, expiresAt: Date): Promise<string> {
    const [row] = await this.em.query(
      `insert into admin_sessions (admin_id, token_hash, ip, expires_at) values ($1, $2, $3, $4) returning id::text`,
      [adminId, tokenHash, ip.slice(0, 64), expiresAt],
    );
    return row.id;
  }

  /** A live session (not revoked, not expired) of an enabled operator. */
  async findLiveSession(tokenHash: Buffer): Promise<AdminSessionRow | null> {
    return this.one(
      `select s.id::text as "sessionId", a.id as "adminId", a.username, a.roles, a.must_change_password as "mustChangePassword"
         from admin_sessions s join admin_users a on a.id = s.admin_id
        where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and not a.disabled`,
      [tokenHash],
    );
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.em.query(`update admin_sessions set revoked_at = now() where id = $1 and revoked_at is null`, [sessionId]);
  }

  async revokeAll(adminId: string): Promise<void> {
    await this.em.query(`update admin_sessions set revoked_at = now() where admin_id = $1 and revoked_at is null`, [adminId]);
  }

  /** The login counter of a username, row-locked to the end of the transaction (created if absent). */
  async lockAttempts(username: string): Promise<AttemptRow> {
    await this.em.query(`insert into admin_login_attempts (username) values ($1) on conflict (username) do nothing`, [username]);
    const [row] = await this.em.query(
      `select failures, locked_until as "lockedUntil" from admin_login_attempts where username = $1 for update`,
      [username],
    );
    return row;
  }

  async saveAttempts(username: string, s: AttemptRow): Promise<void> {
    await this.em.query(`update admin_login_attempts set failures = $2, locked_until = $3, updated_at = now() where username = $1`, [
      username,
      s.failures,
      s.lockedUntil,
    ]);
  }

  async clearAttempts(username: string): Promise<void> {
    await this.em.query(`delete from admin_login_attempts where username = $1`, [username]);
  }
}
