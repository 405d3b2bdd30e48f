import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';

@Injectable()
export class SessionNonceRepository extends BaseRepository {
  async insert(userId: string, tokenHash: Buffer, purpose: string, expiresAt: Date): Promise<void> {
    await this.em.query(`insert into session_nonces (user_id, token_hash, purpose, expires_at) values ($1, $2, $3, $4)`, [
      userId,
      tokenHash,
      purpose,
      expiresAt,
    ]);
  }

  /**
   * Spend a live nonce of this user and purpose in one statement: of two concurrent submits with the
   * same token exactly one gets the row. Answers whether this call spent it.
   */
  async consume(userId: string, tokenHash: Buffer, purpose: string, now: Date): Promise<boolean> {
    // UPDATE … RETURNING answers [rows, rowCount] through TypeORM's postgres driver.
    const [rows]: [unknown[], number] = await this.em.query(
      `update session_nonces set used_at = $4
        where token_hash = $1 and user_id = $2 and purpose = $3 and used_at is null and expires_at > $4
        returning id`,
      [tokenHash, userId, purpose, now],
    );
    return rows.length === 1;
  }

  /** Forget nonces that expired (or were used) more than a day ago. */
  async purge(now: Date): Promise<void> {
    await this.em.query(`delete from session_nonces where expires_at < $1::timestamptz - interval '1 day'`, [now]);
  }
}
