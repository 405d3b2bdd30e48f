import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Security locks (issue 14, items 1–3):
 * - `security_links`: one-click links sent by e-mail (cancel a withdrawal address binding, unlock an
 *   account after the global ceiling): a random token stored as its SHA-256 only, one purpose, one
 *   subject, an expiry, used once.
 * - `withdraw_addresses`: a binding cancelled by its owner (e-mail link) is reset with no operator.
 * - `login_clients`: the clients (device cookie or IP, hashed) that signed in to an account
 *   successfully; they still get in with the right password while other clients are locked.
 * - `login_ceilings`: failed sign-ins per account and business day from all clients; over the
 *   ceiling the account is locked until an unlock link or an operator lifts it.
 * - `admin_users.updated_by`: who last changed an operator (independent second approvers).
 */
export class SecurityLocks1764000000000 implements MigrationInterface {
  name = 'SecurityLocks1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table security_links (
        id uuid primary key default gen_random_uuid(),
        purpose text not null,
        subject text not null,
        token_hash bytea not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now(),
        constraint security_links_hash_uq unique (token_hash)
      )`);
    await q.query(`create index security_links_subject_idx on security_links (purpose, subject)`);
    await q.query(`alter table withdraw_addresses drop constraint withdraw_addresses_reset`);
    await q.query(
      `alter table withdraw_addresses add constraint withdraw_addresses_reset check (reset_at is not null or reset_by is null)`,
    );
    await q.query(`
      create table login_clients (
        account text not null,
        client_hash bytea not null,
        last_success_at timestamptz not null default now(),
        primary key (account, client_hash)
      )`);
    await q.query(`
      create table login_ceilings (
        account text primary key,
        day date not null,
        failures int not null default 0 check (failures >= 0),
        locked_at timestamptz,
        updated_at timestamptz not null default now()
      )`);
    await q.query(`alter table admin_users add column updated_by uuid references admin_users(id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table admin_users drop column if exists updated_by`);
    await q.query(`drop table if exists login_ceilings`);
    await q.query(`drop table if exists login_clients`);
    await q.query(`alter table withdraw_addresses drop constraint withdraw_addresses_reset`);
    await q.query(`alter table withdraw_addresses add constraint withdraw_addresses_reset check ((reset_at is null) = (reset_by is null))`);
    await q.query(`drop table if exists security_links`);
  }
}
