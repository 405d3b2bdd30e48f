import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The double-entry ledger (DESIGN rule 3): accounts with cached balances, transfers with unique
 * idempotency keys, and append-only signed entries in integer minor units. The database enforces
 * what must never break even if code is wrong: non-negative balances where required, every transfer
 * summing to zero per currency (checked at commit), and no UPDATE/DELETE/TRUNCATE of history.
 */
export class Ledger1763790000000 implements MigrationInterface {
  name = 'Ledger1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table ledger_accounts (
        id bigserial primary key,
        code text not null,
        kind text not null,
        currency text not null check (currency ~ '^[A-Z]{3,10}$'),
        owner_user_id uuid references users(id),
        allow_negative boolean not null default false,
        balance bigint not null default 0,
        version bigint not null default 0,
        created_at timestamptz not null default now(),
        constraint ledger_accounts_code_uq unique (code),
        constraint ledger_accounts_code_format check (code ~ '^[a-z_]+(:[0-9a-z_-]+)+$'),
        constraint ledger_accounts_balance_nonneg check (allow_negative or balance >= 0)
      )`);
    await q.query(`create index ledger_accounts_owner_idx on ledger_accounts (owner_user_id) where owner_user_id is not null`);

    await q.query(`
      create table ledger_transfers (
        id bigserial primary key,
        idempotency_key text not null,
        kind text not null,
        request_hash text not null,
        metadata jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now(),
        constraint ledger_transfers_key_uq unique (idempotency_key)
      )`);

    await q.query(`
      create table ledger_entries (
        id bigserial primary key,
        transfer_id bigint not null references ledger_transfers(id),
        account_id bigint not null references ledger_accounts(id),
        amount bigint not null check (amount <> 0),
        balance_after bigint not null,
        created_at timestamptz not null default now(),
        constraint ledger_entries_one_leg_per_account unique (transfer_id, account_id)
      )`);
    await q.query(`create index ledger_entries_account_idx on ledger_entries (account_id, id)`);

    // History is append-only.
    await q.query(`
      create function ledger_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger history is append-only: % on % is not allowed', tg_op, tg_table_name
          using errcode = 'restrict_violation';
      end $$`);
    for (const table of ['ledger_entries', 'ledger_transfers']) {
      await q.query(
        `create trigger ${table}_no_change before update or delete on ${table} for each row execute function ledger_append_only()`,
      );
      await q.query(
        `create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function ledger_append_only()`,
      );
    }

    // Accounts: only balance and version change; accounts are never removed.
    await q.query(`
      create function ledger_accounts_guard() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'TRUNCATE') then
          raise exception 'ledger accounts are never removed' using errcode = 'restrict_violation';
        end if;
        if new.id <> old.id or new.code <> old.code or new.kind <> old.kind or new.currency <> old.currency
           or new.owner_user_id is distinct from old.owner_user_id or new.allow_negative <> old.allow_negative
           or new.created_at <> old.created_at then
          raise exception 'ledger account % may only change its balance', old.code using errcode = 'restrict_violation';
        end if;
        return new;
      end $$`);
    await q.query(
      `create trigger ledger_accounts_guard before update or delete on ledger_accounts for each row execute function ledger_accounts_guard()`,
    );
    await q.query(
      `create trigger ledger_accounts_no_truncate before truncate on ledger_accounts for each statement execute function ledger_accounts_guard()`,
    );

    // Every transfer has entries that sum to zero per currency: checked at commit, once per entry row
    // (and once per transfer, so a transfer without entries cannot commit either).
    await q.query(`
      create function ledger_check_transfer_balanced() returns trigger language plpgsql as $$
      declare
        tid bigint;
        bad record;
        legs int;
      begin
        if tg_table_name = 'ledger_transfers' then
          tid := new.id;
        else
          tid := new.transfer_id;
        end if;
        select count(*) into legs from ledger_entries where transfer_id = tid;
        if legs < 2 then
          raise exception 'ledger transfer % has % entries (at least 2 needed)', tid, legs using errcode = 'check_violation';
        end if;
        select a.currency, sum(e.amount) as total into bad
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
         where e.transfer_id = tid
         group by a.currency
        having sum(e.amount) <> 0
         limit 1;
        if found then
          raise exception 'ledger transfer % does not balance: % off by %', tid, bad.currency, bad.total using errcode = 'check_violation';
        end if;
        return null;
      end $$`);
    await q.query(`
      create constraint trigger ledger_entries_balanced after insert on ledger_entries
        deferrable initially deferred for each row execute function ledger_check_transfer_balanced()`);
    await q.query(`
      create constraint trigger ledger_transfers_balanced after insert on ledger_transfers
        deferrable initially deferred for each row execute function ledger_check_transfer_balanced()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table ledger_entries`);
    await q.query(`drop table ledger_transfers`);
    await q.query(`drop table ledger_accounts`);
    await q.query(`drop function ledger_check_transfer_balanced()`);
    await q.query(`drop function ledger_accounts_guard()`);
    await q.query(`drop function ledger_append_only()`);
  }
}
