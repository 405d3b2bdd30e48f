import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { AttemptState } from './domain/lockout';

@Injectable()
export class AttemptRepository extends BaseRepository {
  /** Read the counter for `key` with a row lock held to the end of the transaction (created if absent). */
  async lock(key: string): Promise<AttemptState> {
    await this.em.query(`insert into attempt_counters (key) values ($1) on conflict (key) do nothing`, [key]);
    const [row] = await this.em.query(`select failures, locked_until as "lockedUntil" from attempt_counters where key = $1 for update`, [
      key,
    ]);
    return { failures: row.failures, lockedUntil: row.lockedUntil };
  }

  /** The user's fund-password hash with the counter of `key` (0 failures when none), without locks. */
  async safewordCheck(userId: string, key: string): Promise<{ safewordHash: string | null; failures: number } | null> {
    return this.one(
      `select u.safeword_hash as "safewordHash", coalesce(a.failures, 0) as failures
         from users u left join attempt_counters a on a.key = $2
        where u.id = $1`,
      [userId, key],
    );
  }

  async read(key: string): Promise<AttemptState | null> {
    return this.one(`select failures, locked_until as "lockedUntil" from attempt_counters where key = $1`, [key]);
  }

  async save(key: string, s: AttemptState): Promise<void> {
    await this.em.query(
      `insert into attempt_counters (key, failures, locked_until, updated_at) values ($1, $2, $3, now())
       on conflict (key) do update set failures = excluded.failures, locked_until = excluded.locked_until, updated_at = now()`,
      [key, s.failures, s.lockedUntil],
    );
  }

  async clear(key: string): Promise<void> {
    await this.em.query(`delete from attempt_counters where key = $1`, [key]);
  }

  async purgeStale(): Promise<void> {
    await this.em.query(
      `delete from attempt_counters where (locked_until is null or locked_until < now()) and updated_at < now() - interval '2 days'`,
    );
  }
}
