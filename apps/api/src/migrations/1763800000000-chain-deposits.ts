import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * USDT deposits: the networks we watch, one derived deposit address per user and chain family,
 * every token transfer seen on chain (unique per chain + tx + log index, so a rescan never records
 * one twice), the deposit records clients list (`recharge_orders`: on-chain credits and manual
 * claims with a proof image), and single-use anti-replay tokens for money actions.
 *
 * Networks are seeded disabled and without an RPC endpoint: the operator sets `rpc_url`, checks the
 * numbers and flips `enabled` (and configures the extended public key of the family).
 */
export class ChainDeposits1763800000000 implements MigrationInterface {
  name = 'ChainDeposits1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table chain_networks (
        id text primary key check (id ~ '^[a-z][a-z0-9_-]{1,31}$'),
        family text not null check (family in ('evm', 'tron')),
        name text not null,
        coin text not null default 'USDT' check (coin ~ '^[A-Z0-9]{2,10}$'),
        token_contract text not null,
        token_decimals int not null default 6 check (token_decimals between 0 and 36),
        confirmations int not null check (confirmations between 1 and 100000),
        min_deposit bigint not null default 1000000 check (min_deposit > 0),
        recharge_min bigint not null default 1000000 check (recharge_min > 0),
        recharge_max bigint not null default 9999999000000,
        enabled boolean not null default false,
        rpc_url text,
        scan_cursor bigint check (scan_cursor >= 0),
        img text not null default '',
        sort int not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint chain_networks_name_uq unique (name),
        constraint chain_networks_limits check (recharge_min <= recharge_max)
      )`);
    await q.query(`comment on column chain_networks.name is 'blockchain_name shown to clients (ERC20, TRC20, …)'`);
    await q.query(
      `comment on column chain_networks.min_deposit is 'smallest on-chain deposit credited, micro-units; smaller ones are recorded as below_minimum'`,
    );
    await q.query(`comment on column chain_networks.scan_cursor is 'evm: last block scanned; tron: block timestamp (ms) scanned up to'`);

    await q.query(`
      create table deposit_addresses (
        id bigserial primary key,
        user_id uuid not null references users(id),
        family text not null check (family in ('evm', 'tron')),
        derivation_index int not null check (derivation_index >= 0),
        address text not null,
        xpub_fingerprint text not null,
        created_at timestamptz not null default now(),
        constraint deposit_addresses_index_uq unique (family, derivation_index),
        constraint deposit_addresses_address_uq unique (address),
        constraint deposit_addresses_user_uq unique (user_id, family)
      )`);

    await q.query(`
      create table chain_deposits (
        id bigserial primary key,
        chain text not null references chain_networks(id),
        tx_hash text not null,
        log_index int not null check (log_index >= 0),
        block_number bigint not null check (block_number >= 0),
        block_hash text,
        from_address text not null,
        to_address text not null,
        user_id uuid not null references users(id),
        amount bigint not null check (amount >= 0),
        raw_amount numeric(78, 0) not null check (raw_amount >= 0),
        confirmations int not null default 0 check (confirmations >= 0),
        state text not null default 'seen' check (state in ('seen', 'credited', 'below_minimum', 'orphaned')),
        credited_transfer_id bigint references ledger_transfers(id),
        seen_at timestamptz not null default now(),
        credited_at timestamptz,
        updated_at timestamptz not null default now(),
        constraint chain_deposits_log_uq unique (chain, tx_hash, log_index),
        constraint chain_deposits_credit check ((state = 'credited') = (credited_transfer_id is not null))
      )`);
    await q.query(`create index chain_deposits_open_idx on chain_deposits (chain, id) where state = 'seen'`);
    await q.query(`create index chain_deposits_user_idx on chain_deposits (user_id)`);

    await q.query(`
      create table recharge_orders (
        id bigserial primary key,
        order_no text not null,
        user_id uuid not null references users(id),
        kind text not null check (kind in ('onchain', 'manual')),
        coin text not null,
        blockchain_name text not null,
        chain text references chain_networks(id),
        channel_address text not null,
        from_address text not null default '',
        tx text not null default '',
        volume bigint not null check (volume >= 0),
        amount bigint not null check (amount >= 0),
        fee bigint not null default 0 check (fee >= 0),
        img text not null default '',
        state smallint not null default 0 check (state in (0, 1, 2)),
        failure_code text,
        failure_msg text,
        reviewed_by uuid,
        reviewed_at timestamptz,
        chain_deposit_id bigint references chain_deposits(id),
        credited_transfer_id bigint references ledger_transfers(id),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint recharge_orders_order_no_uq unique (order_no),
        constraint recharge_orders_deposit_uq unique (chain_deposit_id),
        constraint recharge_orders_kind_deposit check ((kind = 'onchain') = (chain_deposit_id is not null)),
        constraint recharge_orders_credit check ((state = 1) = (credited_transfer_id is not null))
      )`);
    await q.query(`create index recharge_orders_user_idx on recharge_orders (user_id, created_at desc, id desc)`);
    await q.query(`create index recharge_orders_pending_idx on recharge_orders (user_id) where state = 0`);

    await q.query(`
      create table session_nonces (
        id bigserial primary key,
        user_id uuid not null references users(id),
        token_hash bytea not null,
        purpose text not null check (purpose ~ '^[a-z_]{1,32}$'),
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now(),
        constraint session_nonces_hash_uq unique (token_hash)
      )`);
    await q.query(`create index session_nonces_expiry_idx on session_nonces (expires_at)`);

    // USDT on the usual networks, disabled until the operator configures an endpoint and a key.
    await q.query(`
      insert into chain_networks (id, family, name, coin, token_contract, token_decimals, confirmations, sort) values
        ('tron', 'tron', 'TRC20', 'USDT', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 6, 19, 1),
        ('ethereum', 'evm', 'ERC20', 'USDT', '0xdac17f958d2ee523a2206206994597c13d831ec7', 6, 12, 2),
        ('bsc', 'evm', 'BEP20', 'USDT', '0x55d398326f99059ff775485246999027b3197955', 18, 15, 3),
        ('polygon', 'evm', 'Polygon', 'USDT', '0xc2132d05d31c914a87c6611c10748aeb04b58e8f', 6, 128, 4)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['session_nonces', 'recharge_orders', 'chain_deposits', 'deposit_addresses', 'chain_networks']) {
      await q.query(`drop table if exists ${t}`);
    }
  }
}
