import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Loan due reminders (issue 26): one row per loan and reminder stage (`days_before` its due date)
 * that was sent, written in the same transaction as the notice and the outbox row, so a reminder goes
 * out exactly once across workers, retries and restarts.
 */
export class LoanDueReminders1796006000000 implements MigrationInterface {
  name = 'LoanDueReminders1796006000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table loan_due_reminders (
        loan_id uuid not null references loans (id) on delete cascade,
        days_before smallint not null check (days_before between 1 and 30),
        due_at timestamptz not null,
        sent_at timestamptz not null default now(),
        primary key (loan_id, days_before)
      )`);
    await q.query(`create index if not exists loans_active_due_idx on loans (due_at) where status = 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists loans_active_due_idx`);
    await q.query(`drop table loan_due_reminders`);
  }
}
