import { Injectable } from '@nestjs/common';
import { hashToken, newSessionToken } from '../../core/auth/session-token';
import { BaseRepository } from '../../core/database/transaction';

/** What an e-mailed one-click link does. */
export type SecurityLinkPurpose = 'withdraw_bind_cancel' | 'login_unlock';

/**
 * One-click links in e-mails (cancel a new withdrawal address, unlock an account): 32 random bytes
 * (base64url) in the link, only their SHA-256 stored, bound to one purpose and subject, expiring,
 * spent once by a single `UPDATE … RETURNING` (a replay or a concurrent click finds nothing).
 */
@Injectable()
export class SecurityLinks extends BaseRepository {
  /** A new link token (joins the caller's transaction). */
  async issue(purpose: SecurityLinkPurpose, subject: string, expiresAt: Date): Promise<string> {
    const token = newSessionToken();
    await this.em.query(`insert into security_links (purpose, subject, token_hash, expires_at) values ($1, $2, $3, $4)`, [
      purpose,
      subject,
      hashToken(token),
      expiresAt,
    ]);
    return token;
  }

  /** Spend a token: its subject, or null when unknown, of another purpose, used or expired. */
  async consume(purpose: SecurityLinkPurpose, token: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    // TypeORM answers an UPDATE … RETURNING with [rows, affected]
    const [rows] = (await this.em.query(
      `update security_links set used_at = now()
        where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
        returning subject`,
      [hashToken(token), purpose],
    )) as [{ subject: string }[], number];
    return rows[0]?.subject ?? null;
  }

  /** Spend every open link of a subject (e.g. the binding was reset by an operator meanwhile). */
  async revoke(purpose: SecurityLinkPurpose, subject: string): Promise<void> {
    await this.em.query(`update security_links set used_at = now() where purpose = $1 and subject = $2 and used_at is null`, [
      purpose,
      subject,
    ]);
  }
}
