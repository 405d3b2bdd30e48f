import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments through a hosted-checkout provider (Stripe): one `payment_sessions` row per checkout we
 * open, written BEFORE the provider is called (our `reference` travels as the session's
 * `client_reference_id`), so a paid session is always known, the webhook credits exactly what we
 * recorded, once. Wallet top-ups paid that way are deposit records of kind `provider`.
 */
export class Payments1763950000000 implements MigrationInterface {
  name = 'Payments1763950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table payment_sessions (
        reference uuid primary key,
        provider text not null check (provider ~ '^[a-z]{2,32}$'),
        session_id text,
        purpose text not null check (purpose in ('order', 'topup')),
        user_id uuid not null references users(id),
        order_ids text[] not null default '{}',
        amount bigint not null check (amount > 0),
        charged_amount bigint not null check (charged_amount > 0),
        currency text not null check (currency ~ '^[a-z]{3}$'),
        status text not null default 'creating' check (status in ('creating', 'open', 'paid', 'refused')),
        payment_ref text,
        refusal text,
        created_at timestamptz not null default now(),
        completed_at timestamptz,
        constraint payment_sessions_session_uq unique (provider, session_id),
        constraint payment_sessions_orders check ((purpose = 'order') = (cardinality(order_ids) > 0)),
        constraint payment_sessions_completed check ((status in ('paid', 'refused')) = (completed_at is not null))
      )`);
    await q.query(`comment on column payment_sessions.amount is 'micro-USDT credited when paid (order total or top-up)'`);
    await q.query(`comment on column payment_sessions.charged_amount is 'what the provider charges, in minor units of currency'`);
    await q.query(`create index payment_sessions_user_idx on payment_sessions (user_id, created_at desc)`);

    // Top-ups paid through a provider are deposit records too (state 1, credited), one per session.
    await q.query(`alter table recharge_orders drop constraint recharge_orders_kind_check`);
    await q.query(
      `alter table recharge_orders add constraint recharge_orders_kind_check check (kind in ('onchain', 'manual', 'provider'))`,
    );
    await q.query(`alter table recharge_orders add column payment_reference uuid references payment_sessions(reference)`);
    await q.query(`alter table recharge_orders add constraint recharge_orders_payment_uq unique (payment_reference)`);
    await q.query(
      `alter table recharge_orders add constraint recharge_orders_kind_payment check ((kind = 'provider') = (payment_reference is not null))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`delete from recharge_orders where kind = 'provider'`);
    await q.query(`alter table recharge_orders drop constraint recharge_orders_kind_payment`);
    await q.query(`alter table recharge_orders drop column payment_reference`);
    await q.query(`alter table recharge_orders drop constraint recharge_orders_kind_check`);
    await q.query(`alter table recharge_orders add constraint recharge_orders_kind_check check (kind in ('onchain', 'manual'))`);
    await q.query(`drop table payment_sessions`);
  }
}
