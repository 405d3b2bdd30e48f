import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';
import { AuthTokenEntity } from './entities/auth-token.entity';

export interface SessionRow {
  tokenId: string;
  userId: string;
  username: string;
  usercode: string;
}

@Injectable()
export class SessionRepository extends BaseRepository {
  private get repo() {
    return this.em.getRepository(AuthTokenEntity);
  }

  async insert(userId: string, tokenHash: Buffer, expiresAt: Date, ip: string | null): Promise<void> {
    await this.repo.insert({ userId, tokenHash, expiresAt, ip });
  }

  /** A live session: token not revoked, not expired, user active. One query. */
  async findLive(tokenHash: Buffer, now: Date): Promise<SessionRow | null> {
    const rows: SessionRow[] = await this.em.query(
      `select t.id as "tokenId", u.id as "userId", u.username, u.usercode
         from auth_tokens t join users u on u.id = t.user_id
        where t.token_hash = $1 and t.revoked_at is null and t.expires_at > $2 and u.status = 'active'`,
      [tokenHash, now],
    );
    return rows[0] ?? null;
  }

  async revoke(tokenId: string): Promise<void> {
    await this.repo.update({ id: tokenId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Revoke every live session of the user, except `keepTokenId` when given. */
  async revokeAllForUser(userId: string, keepTokenId?: string): Promise<void> {
    await this.em.query(
      `update auth_tokens set revoked_at = now()
        where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)`,
      [userId, keepTokenId ?? null],
    );
  }

  /** Housekeeping: drop sessions that ended more than `keepDays` ago. */
  async purgeEnded(keepDays: number): Promise<number> {
    const r = await this.em.query(`delete from auth_tokens where coalesce(revoked_at, expires_at) < now() - make_interval(days => $1)`, [
      keepDays,
    ]);
    return r[1] ?? 0;
  }
}
