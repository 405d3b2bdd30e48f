import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders (docs/orders.md): orders (one per seller per submit), their lines, the order history
 * (rendered at read time in the reader's language), in-app notices for sellers, stock of goods
 * without SKUs, and the order settings. Money in micro-USDT bigint.
 */
export class Orders1763930000000 implements MigrationInterface {
  name = 'Orders1763930000000';

  async up(q: QueryRunner): Promise<void> {
    // Goods without SKUs keep their stock on the goods row. The catalogue seed inserts such goods
    // without naming a stock, so existing and seeded goods start with a modest stock of 100 units
    // (the seller console sets the real figure); goods with SKUs keep using goods_skus.stock.
    await q.query(`alter table goods add column stock int not null default 100 check (stock >= 0)`);

    // The last 6 digits of an order id: unique under concurrency within one millisecond.
    await q.query(`create sequence orders_no_seq cycle maxvalue 999999`);

    await q.query(`
      create table orders (
        id text primary key check (id ~ '^SC[0-9]{23}$'),
        user_id uuid not null references users(id),
        seller_id uuid not null references sellers(id),
        status smallint not null default 0 check (status between -1 and 6),
        pay_status smallint not null default 0 check (pay_status in (-1, 0, 1)),
        return_status smallint not null default 0 check (return_status between 0 and 3),
        prize_original bigint not null check (prize_original >= 0),
        prize_real bigint not null check (prize_real >= 0),
        fees bigint not null check (fees >= 0),
        tax bigint not null check (tax >= 0),
        goods_count int not null check (goods_count > 0),
        contacts text not null default '',
        phone text not null default '',
        email text not null default '',
        postcode text not null default '',
        country text not null default '',
        province text not null default '',
        city text not null default '',
        address text not null default '',
        country_id int not null default 0,
        province_id int not null default 0,
        city_id int not null default 0,
        payment_method text check (payment_method in ('balance', 'stripe')),
        payment_ref text,
        commission_bp int check (commission_bp between 0 and 10000),
        cancel_reason smallint,
        carrier text,
        tracking_no text,
        created_at timestamptz not null default now(),
        paid_at timestamptz,
        confirmed_at timestamptz,
        shipped_at timestamptz,
        received_at timestamptz,
        cancelled_at timestamptz,
        settled_at timestamptz,
        reminded_at timestamptz,
        updated_at timestamptz not null default now()
      )`);
    // The buyer's tabs (one status, or "all but unpaid and cancelled"), newest first.
    await q.query(`create index orders_user_status_idx on orders (user_id, status, created_at desc)`);
    await q.query(`create index orders_user_created_idx on orders (user_id, created_at desc)`);
    // The seller's queue.
    await q.query(`create index orders_seller_status_idx on orders (seller_id, status, created_at desc)`);
    await q.query(`create index orders_seller_created_idx on orders (seller_id, created_at desc)`);
    // The jobs: unpaid orders by age, shipped orders by ship time.
    await q.query(`create index orders_unpaid_due_idx on orders (created_at) where status = 0`);
    await q.query(`create index orders_shipped_due_idx on orders (shipped_at) where status = 3`);

    await q.query(`
      create table order_items (
        id bigserial primary key,
        order_id text not null references orders(id) on delete cascade,
        goods_id uuid not null,
        sku_id uuid,
        qty int not null check (qty > 0),
        list_price bigint not null check (list_price >= 0),
        paid_price bigint not null check (paid_price >= 0),
        freight bigint not null check (freight >= 0),
        tax bigint not null check (tax >= 0),
        goods_name_i18n jsonb not null default '{}',
        goods_icon text not null default '',
        attributes jsonb not null default '[]'
      )`);
    await q.query(
      `create unique index order_items_line_uq on order_items (order_id, goods_id, coalesce(sku_id, '00000000-0000-0000-0000-000000000000'::uuid))`,
    );
    await q.query(`create index order_items_goods_idx on order_items (goods_id)`);

    await q.query(`
      create table order_logs (
        id bigserial primary key,
        order_id text not null references orders(id) on delete cascade,
        actor text not null check (actor in ('buyer', 'seller', 'system', 'operator')),
        state smallint not null check (state between 1 and 10),
        params jsonb not null default '{}',
        created_at timestamptz not null default now()
      )`);
    await q.query(`create index order_logs_order_idx on order_logs (order_id, id)`);

    await q.query(`
      create table seller_notices (
        id bigserial primary key,
        seller_id uuid not null references sellers(id),
        kind text not null check (kind in ('new_order', 'paid', 'remind', 'received', 'cancelled')),
        order_id text references orders(id) on delete cascade,
        read_at timestamptz,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create index seller_notices_seller_idx on seller_notices (seller_id, created_at desc, id desc)`);

    await q.query(`
      insert into sysparas (code, value, is_public, description) values
        ('mall_max_goods_number_in_order', '999', true, 'Most units of one goods in one order'),
        ('mall_autoCancel_timeout', '24', false, 'Hours before an unpaid order is cancelled'),
        ('mall_autoReceipt_timeout', '10', false, 'Days after shipping before an order counts as received'),
        ('mall_returnTimeOut', '72', false, 'Hours after shipping during which a refund can still be requested'),
        ('mall_ship_within_hours', '72', false, 'Hours after payment by which the seller should ship'),
        ('mall_commission_bp', '500', false, 'Platform commission in basis points of the order total (500 = 5 %)'),
        ('mall_max_unpaid_orders', '20', false, 'Most unpaid orders one buyer may hold')
      on conflict do nothing`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `delete from sysparas where code in ('mall_autoCancel_timeout', 'mall_autoReceipt_timeout', 'mall_returnTimeOut', 'mall_ship_within_hours', 'mall_commission_bp', 'mall_max_unpaid_orders')`,
    );
    for (const t of ['seller_notices', 'order_logs', 'order_items', 'orders']) await q.query(`drop table if exists ${t}`);
    await q.query(`drop sequence if exists orders_no_seq`);
    await q.query(`alter table goods drop column if exists stock`);
  }
}
