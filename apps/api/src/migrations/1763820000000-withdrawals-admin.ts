import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Withdrawals and the operator side.
 *
 * - `withdraw_configs`: per network, the withdrawal rules (off until the operator turns them on):
 *   min / max (micro-units), fee fraction (decimal text, 0 ≤ f < 1), daily count (0 = unlimited),
 *   an optional daily window `HH:mm`–`HH:mm` in BUSINESS_TZ, the amount above which two different
 *   operators must approve, and the cooling-off after binding an address.
 * - `withdraw_addresses`: one active destination per user (`reset_at is null`); an operator reset
 *   keeps the row as history and frees the slot.
 * - `withdraw_orders`: the state machine `pending_review → approved → broadcasting → confirming →
 *   success`, or `rejected` / `failed`. The signed payout (nonce, hash, raw bytes) is recorded before
 *   it is ever sent, so a restart re-finds it instead of signing another.
 * - `admin_users`, `admin_sessions` (hashed bearer tokens), `admin_login_attempts` (lockout), and
 *   `audit_log`, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export class WithdrawalsAdmin1763820000000 implements MigrationInterface {
  name = 'WithdrawalsAdmin1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table admin_users (
        id uuid primary key default gen_random_uuid(),
        username text not null check (username ~ '^[a-z0-9][a-z0-9._-]{2,31}$'),
        password_hash text not null,
        roles text[] not null default '{}' check (roles <@ array['finance', 'support', 'superadmin']::text[]),
        disabled boolean not null default false,
        created_by uuid references admin_users(id),
        last_login_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint admin_users_username_uq unique (username)
      )`);

    await q.query(`
      create table admin_sessions (
        id bigserial primary key,
        admin_id uuid not null references admin_users(id),
        token_hash bytea not null,
        ip text not null default '',
        expires_at timestamptz not null,
        revoked_at timestamptz,
        created_at timestamptz not null default now(),
        constraint admin_sessions_hash_uq unique (token_hash)
      )`);
    await q.query(`create index admin_sessions_admin_idx on admin_sessions (admin_id)`);

    await q.query(`
      create table admin_login_attempts (
        username text primary key,
        failures int not null default 0 check (failures >= 0),
        locked_until timestamptz,
        updated_at timestamptz not null default now()
      )`);

    await q.query(`
      create table audit_log (
        id bigserial primary key,
        admin_id uuid references admin_users(id),
        action text not null check (action ~ '^[a-z][a-z0-9_.]{1,63}$'),
        target text not null default '',
        details jsonb not null default '{}'::jsonb,
        ip text not null default '',
        at timestamptz not null default now()
      )`);
    await q.query(`create index audit_log_at_idx on audit_log (at desc, id desc)`);
    await q.query(`create index audit_log_admin_idx on audit_log (admin_id, at desc)`);
    await q.query(`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'restrict_violation';
      end $$`);
    await q.query(
      `create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`,
    );
    await q.query(
      `create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`,
    );

    await q.query(`
      create table withdraw_configs (
        chain text primary key references chain_networks(id),
        enabled boolean not null default false,
        min_amount bigint not null default 10000000 check (min_amount > 0),
        max_amount bigint not null default 9999999000000,
        fee_rate text not null default '0.01' check (fee_rate ~ '^0(\\.[0-9]{1,6})?$'),
        daily_count int not null default 5 check (daily_count >= 0),
        window_start text check (window_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        window_end text check (window_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        two_approval_threshold bigint not null default 1000000000 check (two_approval_threshold >= 0),
        address_cooldown_minutes int not null default 1440 check (address_cooldown_minutes between 0 and 525600),
        updated_at timestamptz not null default now(),
        constraint withdraw_configs_limits check (min_amount <= max_amount),
        constraint withdraw_configs_window check ((window_start is null) = (window_end is null))
      )`);
    await q.query(`comment on column withdraw_configs.fee_rate is 'fee fraction of the amount (0.01 = 1%), rounded up to the micro-unit'`);
    await q.query(
      `comment on column withdraw_configs.two_approval_threshold is 'amounts above this (micro-units) need two different operators'`,
    );
    await q.query(`insert into withdraw_configs (chain) select id from chain_networks`);
    await q.query(`
      insert into sysparas (code, value, is_public, description) values
        ('withdraw_only_one', '1', false, 'One unfinished withdrawal per user at a time (1), or several (0)')
      on conflict (code) do nothing`);

    await q.query(`
      create table withdraw_addresses (
        id bigserial primary key,
        user_id uuid not null references users(id),
        chain text not null references chain_networks(id),
        coin text not null,
        address text not null,
        bound_at timestamptz not null default now(),
        usable_from timestamptz not null,
        reset_by uuid references admin_users(id),
        reset_at timestamptz,
        reset_reason text,
        constraint withdraw_addresses_cooloff check (usable_from >= bound_at),
        constraint withdraw_addresses_reset check ((reset_at is null) = (reset_by is null))
      )`);
    await q.query(`comment on column withdraw_addresses.address is 'stored form: lowercase hex (evm), base58 (tron)'`);
    await q.query(`create unique index withdraw_addresses_active_uq on withdraw_addresses (user_id) where reset_at is null`);

    await q.query(`
      create table withdraw_orders (
        id bigserial primary key,
        order_no text not null,
        user_id uuid not null references users(id),
        chain text not null references chain_networks(id),
        blockchain_name text not null,
        coin text not null,
        to_address text not null,
        amount bigint not null check (amount > 0),
        fee bigint not null check (fee >= 0),
        arrival bigint not null check (arrival > 0),
        fee_rate text not null,
        state text not null default 'pending_review'
          check (state in ('pending_review', 'approved', 'broadcasting', 'confirming', 'success', 'rejected', 'failed')),
        required_approvals smallint not null check (required_approvals in (1, 2)),
        first_approver uuid references admin_users(id),
        first_approved_at timestamptz,
        second_approver uuid references admin_users(id),
        second_approved_at timestamptz,
        rejected_by uuid references admin_users(id),
        reviewed_at timestamptz,
        from_address text,
        nonce bigint check (nonce >= 0),
        tx_hash text,
        raw_tx text,
        broadcast_at timestamptz,
        block_number bigint,
        confirmations int not null default 0 check (confirmations >= 0),
        failure_code text,
        failure_msg text,
        last_error text,
        freeze_transfer_id bigint references ledger_transfers(id),
        final_transfer_id bigint references ledger_transfers(id),
        settled_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint withdraw_orders_order_no_uq unique (order_no),
        constraint withdraw_orders_nonce_uq unique (chain, from_address, nonce),
        constraint withdraw_orders_tx_uq unique (chain, tx_hash),
        constraint withdraw_orders_money check (amount = fee + arrival),
        constraint withdraw_orders_two_approvers check (second_approver is null or second_approver <> first_approver),
        constraint withdraw_orders_signed check ((tx_hash is null) = (nonce is null) and (tx_hash is null) = (raw_tx is null)
          and (tx_hash is null) = (from_address is null)),
        constraint withdraw_orders_sent check (state not in ('broadcasting', 'confirming', 'success') or tx_hash is not null),
        constraint withdraw_orders_approved check (state not in ('approved', 'broadcasting', 'confirming', 'success')
          or (first_approver is not null and (required_approvals = 1 or second_approver is not null))),
        constraint withdraw_orders_final check ((state in ('success', 'rejected', 'failed')) = (final_transfer_id is not null))
      )`);
    await q.query(`create index withdraw_orders_user_idx on withdraw_orders (user_id, created_at desc, id desc)`);
    await q.query(
      `create index withdraw_orders_open_idx on withdraw_orders (state, id) where state in ('pending_review', 'approved', 'broadcasting', 'confirming')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'withdraw_orders',
      'withdraw_addresses',
      'withdraw_configs',
      'audit_log',
      'admin_login_attempts',
      'admin_sessions',
      'admin_users',
    ]) {
      await q.query(`drop table if exists ${t}`);
    }
    await q.query(`drop function if exists audit_log_append_only()`);
    await q.query(`delete from sysparas where code = 'withdraw_only_one'`);
  }
}
