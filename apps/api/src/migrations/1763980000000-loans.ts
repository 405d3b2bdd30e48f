import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Small-business loans (issue 12):
 * - `loan_config`: the single product row the operator edits (amounts in micro-USDT, daily rates as
 *   exact decimal fractions, the offered terms, the amount above which two operators must approve).
 *   Seeded with the product's stated terms so the loan page works from the first start.
 * - `loans`: one row per application. At most one loan per user that is not repaid (1 review,
 *   2 active, 3 overdue, 4 rejected — a rejected one is re-applied over) — a partial unique index,
 *   so two parallel applications cannot both land. Approval columns + a check that the two
 *   approvers differ. ID photos are PRIVATE storage keys, never public URLs.
 * - `loan_repayments`: every repayment (buyer in full, operator partial), numbered per loan; the
 *   number is part of the ledger key `loan:<id>:repay:<n>`.
 */
export class Loans1763980000000 implements MigrationInterface {
  name = 'Loans1763980000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table loan_config (
        id smallint primary key default 1 check (id = 1),
        amount_min bigint not null check (amount_min > 0),
        amount_max bigint not null,
        daily_rate numeric(12, 8) not null check (daily_rate >= 0 and daily_rate < 1),
        overdue_rate numeric(12, 8) not null check (overdue_rate >= 0 and overdue_rate < 1),
        offered_terms int[] not null check (cardinality(offered_terms) >= 1),
        two_approvals_above bigint not null check (two_approvals_above >= 0),
        updated_at timestamptz not null default now(),
        updated_by uuid,
        check (amount_max >= amount_min)
      )`);
    await q.query(`
      insert into loan_config (amount_min, amount_max, daily_rate, overdue_rate, offered_terms, two_approvals_above)
      values (100000000000, 30000000000000, 0.0005, 0.001, '{30,90,180,365}', 1000000000000)`);
    await q.query(`
      create table loans (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id),
        status smallint not null check (status between 1 and 5),
        real_name text not null,
        country_id int not null references countries (id),
        identification text not null,
        photo_face text not null,
        photo_back text not null,
        photo_hand text not null,
        amount bigint not null check (amount > 0),
        term_days int not null check (term_days between 1 and 365),
        daily_rate numeric(12, 8) not null,
        overdue_rate numeric(12, 8) not null,
        total_interest bigint not null check (total_interest >= 0),
        submitted_at timestamptz not null,
        required_approvals smallint not null check (required_approvals in (1, 2)),
        first_approver uuid,
        first_approved_at timestamptz,
        approved_by uuid,
        approved_at timestamptz,
        due_at timestamptz,
        disburse_transfer_id bigint,
        rejected_by uuid,
        rejected_at timestamptz,
        reject_reason text,
        repaid_amount bigint not null default 0 check (repaid_amount >= 0),
        repay_count int not null default 0,
        repaid_at timestamptz,
        overdue_notified_at timestamptz,
        created_at timestamptz not null default now(),
        check (first_approver is null or approved_by is null or first_approver <> approved_by),
        check (status not in (2, 3, 5) or (approved_at is not null and due_at is not null and disburse_transfer_id is not null))
      )`);
    await q.query(`create unique index loans_one_open_per_user on loans (user_id) where status in (1, 2, 3, 4)`);
    await q.query(`create index loans_user_idx on loans (user_id, created_at desc)`);
    await q.query(`create index loans_status_idx on loans (status, submitted_at)`);
    await q.query(`
      create table loan_repayments (
        loan_id uuid not null references loans (id),
        seq int not null check (seq >= 1),
        amount bigint not null check (amount > 0),
        source text not null check (source in ('buyer', 'operator')),
        operator_id uuid,
        transfer_id bigint not null,
        created_at timestamptz not null default now(),
        primary key (loan_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table if exists loan_repayments`);
    await q.query(`drop table if exists loans`);
    await q.query(`drop table if exists loan_config`);
  }
}
