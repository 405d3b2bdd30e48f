import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * After-sales and reviews (issue 11, docs/orders.md "After-sales"):
 * - `orders.refunded`: micro-USDT refunded so far; the refundable remainder is
 *   `prize_real + fees + tax − refunded`, changed only under the order's row lock and never below
 *   zero (check constraint as the last line of defence).
 * - `return_cases`: the buyer's return/refund requests with evidence photos; one open case per order.
 * - `order_refunds`: every refund (from a return case or an operator), key `refund:<id>` in the
 *   ledger; operator refunds above the threshold wait for a second operator.
 * - `evaluations`: one review per order line (unique), real or system default (`is_default`).
 * - `goods_review_stats`: counts per goods kept current in the review's transaction.
 * - order log states 11 (reviewed) and 12 (default good review by the system); seller notice kinds
 *   for returns.
 */
export class AfterSaleReviews1763970000000 implements MigrationInterface {
  name = 'AfterSaleReviews1763970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table orders add column refunded bigint not null default 0`);
    await q.query(`alter table orders add constraint orders_refunded_range check (refunded >= 0 and refunded <= prize_real + fees + tax)`);

    await q.query(`alter table order_logs drop constraint if exists order_logs_state_check`);
    await q.query(`alter table order_logs add constraint order_logs_state_check check (state between 1 and 12)`);
    await q.query(`alter table seller_notices drop constraint if exists seller_notices_kind_check`);
    await q.query(
      `alter table seller_notices add constraint seller_notices_kind_check
         check (kind in ('new_order', 'paid', 'remind', 'received', 'cancelled', 'return_requested', 'return_escalated'))`,
    );

    await q.query(`
      create table return_cases (
        id uuid primary key default gen_random_uuid(),
        order_id text not null references orders(id),
        user_id uuid not null references users(id),
        seller_id uuid not null references sellers(id),
        reason smallint not null check (reason between 1 and 9),
        detail text not null default '' check (char_length(detail) <= 1000),
        images text[] not null default '{}' check (cardinality(images) <= 9),
        state text not null default 'requested' check (state in ('requested', 'rejected', 'escalated', 'refunded', 'dismissed')),
        status_before smallint not null,
        seller_note text check (char_length(seller_note) <= 500),
        operator_note text check (char_length(operator_note) <= 500),
        refund_id uuid,
        created_at timestamptz not null default now(),
        decided_at timestamptz,
        escalated_at timestamptz,
        updated_at timestamptz not null default now()
      )`);
    await q.query(`create unique index return_cases_open_uq on return_cases (order_id) where state in ('requested', 'escalated')`);
    await q.query(`create index return_cases_order_idx on return_cases (order_id, created_at desc)`);
    await q.query(`create index return_cases_seller_idx on return_cases (seller_id, created_at desc)`);
    await q.query(`create index return_cases_escalated_idx on return_cases (escalated_at) where state = 'escalated'`);

    await q.query(`
      create table order_refunds (
        id uuid primary key default gen_random_uuid(),
        order_id text not null references orders(id),
        amount bigint not null check (amount > 0),
        commission_returned bigint not null default 0 check (commission_returned >= 0),
        phase text check (phase in ('escrow', 'settled')),
        source text not null check (source in ('return', 'operator')),
        return_case_id uuid references return_cases(id),
        reason text not null default '' check (char_length(reason) <= 500),
        idempotency_key text check (char_length(idempotency_key) between 8 and 100),
        state text not null check (state in ('pending_approval', 'refunded', 'cancelled')),
        required_approvals smallint not null default 1 check (required_approvals in (1, 2)),
        requested_by uuid,
        approved_by uuid,
        transfer_id text,
        created_at timestamptz not null default now(),
        refunded_at timestamptz,
        check (approved_by is null or requested_by is null or required_approvals = 1 or approved_by <> requested_by)
      )`);
    await q.query(`create unique index order_refunds_key_uq on order_refunds (idempotency_key) where idempotency_key is not null`);
    await q.query(`create index order_refunds_order_idx on order_refunds (order_id, created_at)`);
    await q.query(`create index order_refunds_pending_idx on order_refunds (created_at) where state = 'pending_approval'`);

    await q.query(`
      create table evaluations (
        id uuid primary key default gen_random_uuid(),
        order_id text not null references orders(id),
        order_item_id bigint not null references order_items(id),
        goods_id uuid not null,
        sku_id uuid,
        seller_id uuid not null references sellers(id),
        user_id uuid not null references users(id),
        rating smallint not null check (rating between 1 and 5),
        evaluation_type smallint not null check (evaluation_type between 1 and 3),
        content text not null default '' check (char_length(content) <= 1000),
        images text[] not null default '{}' check (cardinality(images) <= 9),
        is_default boolean not null default false,
        status smallint not null default 0 check (status in (0, 1)),
        attributes jsonb not null default '[]',
        country_name text not null default '',
        created_at timestamptz not null default now()
      )`);
    await q.query(`create unique index evaluations_line_uq on evaluations (order_item_id)`);
    await q.query(`create index evaluations_goods_idx on evaluations (goods_id, created_at desc, id desc) where status = 0`);
    await q.query(`create index evaluations_seller_idx on evaluations (seller_id, created_at desc, id desc)`);

    await q.query(`
      create table goods_review_stats (
        goods_id uuid primary key,
        good int not null default 0 check (good >= 0),
        medium int not null default 0 check (medium >= 0),
        bad int not null default 0 check (bad >= 0),
        with_pictures int not null default 0 check (with_pictures >= 0),
        default_count int not null default 0 check (default_count >= 0),
        rating_sum bigint not null default 0 check (rating_sum >= 0),
        updated_at timestamptz not null default now()
      )`);
    await q.query(`alter table sellers add column default_reviews int not null default 0`);

    await q.query(`
      insert into sysparas (code, value, is_public, description) values
        ('mall_AutoComment', '15', false, 'Days after receipt before the system gives a labelled default good review'),
        ('mall_refund_approval_threshold', '500', false, 'Operator refunds above this amount (USDT) need a second operator')
      on conflict do nothing`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`delete from sysparas where code in ('mall_AutoComment', 'mall_refund_approval_threshold')`);
    await q.query(`alter table sellers drop column if exists default_reviews`);
    for (const t of ['goods_review_stats', 'evaluations', 'order_refunds', 'return_cases']) await q.query(`drop table if exists ${t}`);
    await q.query(`alter table seller_notices drop constraint if exists seller_notices_kind_check`);
    await q.query(
      `alter table seller_notices add constraint seller_notices_kind_check check (kind in ('new_order', 'paid', 'remind', 'received', 'cancelled'))`,
    );
    await q.query(`alter table order_logs drop constraint if exists order_logs_state_check`);
    await q.query(`alter table order_logs add constraint order_logs_state_check check (state between 1 and 10)`);
    await q.query(`alter table orders drop constraint if exists orders_refunded_range`);
    await q.query(`alter table orders drop column if exists refunded`);
  }
}
