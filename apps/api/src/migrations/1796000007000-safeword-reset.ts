import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fund-password reset (issue 26): when a user last reset a forgotten fund password (login password
 * plus an e-mailed code). Withdrawals are held for 24 hours after it; a first set or a change with
 * the old fund password leaves it as it is.
 */
export class SafewordReset1796000007000 implements MigrationInterface {
  name = 'SafewordReset1796000007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table users add column safeword_reset_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table users drop column safeword_reset_at`);
  }
}
