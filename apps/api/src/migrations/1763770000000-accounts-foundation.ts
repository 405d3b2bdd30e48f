import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsFoundation1763770000000 implements MigrationInterface {
  name = 'AccountsFoundation1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create extension if not exists pgcrypto`);
    await q.query(`
      create table users (
        id uuid primary key default gen_random_uuid(),
        username text not null,
        email text,
        phone text,
        register_type smallint not null check (register_type in (1, 2)),
        usercode text not null,
        avatar smallint not null default 1 check (avatar between 1 and 19),
        password_hash text not null,
        safeword_hash text,
        status text not null default 'active' check (status in ('active', 'disabled', 'cancelled')),
        role text not null default 'member',
        referrer_id uuid references users(id),
        online_status smallint not null default 3 check (online_status between 1 and 3),
        last_heartbeat_at timestamptz,
        last_login_at timestamptz,
        last_login_ip text,
        cancel_reason text,
        cancelled_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    await q.query(`create unique index users_username_uq on users (lower(username))`);
    await q.query(`create unique index users_email_uq on users (lower(email)) where email is not null`);
    await q.query(`create unique index users_phone_uq on users (phone) where phone is not null`);
    await q.query(`create unique index users_usercode_uq on users (usercode)`);
    await q.query(`create index users_referrer_idx on users (referrer_id) where referrer_id is not null`);

    await q.query(`
      create table auth_tokens (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        token_hash bytea not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz,
        ip text
      )`);
    await q.query(`create unique index auth_tokens_hash_uq on auth_tokens (token_hash)`);
    await q.query(`create index auth_tokens_user_idx on auth_tokens (user_id) where revoked_at is null`);
    await q.query(`create index auth_tokens_expires_idx on auth_tokens (expires_at)`);

    await q.query(`
      create table attempt_counters (
        key text primary key,
        failures int not null default 0,
        locked_until timestamptz,
        updated_at timestamptz not null default now()
      )`);

    await q.query(`
      create table verification_codes (
        id uuid primary key default gen_random_uuid(),
        target text not null,
        purpose text not null,
        code_hash text not null,
        attempts int not null default 0,
        expires_at timestamptz not null,
        consumed_at timestamptz,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create index verification_codes_target_idx on verification_codes (lower(target), purpose, created_at desc)`);

    await q.query(`
      create table sysparas (
        code text primary key,
        value text not null,
        is_public boolean not null default false,
        description text not null default '',
        updated_at timestamptz not null default now()
      )`);
    await q.query(`
      insert into sysparas (code, value, is_public, description) values
        ('mall_max_goods_number_in_order', '999', true, 'Most units of one goods in one order'),
        ('customer_service_url', '', true, 'Customer-service links, comma separated (empty: the in-app chat)'),
        ('number_of_wrong_passwords', '5', false, 'Wrong fund passwords before fund actions lock for 24 hours'),
        ('register_need_usercode', 'false', false, 'Registration requires an invitation code')`);

    await q.query(`
      create table uploads (
        id uuid primary key default gen_random_uuid(),
        user_id uuid references users(id) on delete set null,
        module text not null,
        storage_key text not null unique,
        mime text not null,
        bytes int not null,
        width int not null,
        height int not null,
        created_at timestamptz not null default now()
      )`);

    await q.query(`
      create table outbound_messages (
        id uuid primary key default gen_random_uuid(),
        channel text not null check (channel in ('email', 'sms')),
        target text not null,
        template text not null,
        payload jsonb not null default '{}',
        status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
        attempts int not null default 0,
        sent_at timestamptz,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create table seed_runs (name text primary key, ran_at timestamptz not null default now())`);
    await q.query(`create index outbound_messages_pending_idx on outbound_messages (created_at) where status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'seed_runs',
      'outbound_messages',
      'uploads',
      'sysparas',
      'verification_codes',
      'attempt_counters',
      'auth_tokens',
      'users',
    ]) {
      await q.query(`drop table if exists ${t}`);
    }
  }
}
