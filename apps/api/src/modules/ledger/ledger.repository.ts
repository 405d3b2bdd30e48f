import { Injectable } from '@nestjs/common';
import type { Currency } from '@mall/money';
import { BaseRepository } from '../../core/database/transaction';
import type { AccountSpec } from './domain/account-codes';
import type { KindFilter } from './domain/statement-entry';

export interface TransferRow {
  id: string;
  idempotencyKey: string;
  kind: string;
  requestHash: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface TransferEntryRow {
  code: string;
  currency: Currency;
  amount: string;
  balanceAfter: string;
}

export interface LockedAccountRow {
  id: string;
  code: string;
  currency: Currency;
  allowNegative: boolean;
  balance: string;
}

export interface BalanceRow {
  code: string;
  currency: Currency;
  balance: string;
}

export interface StatementRow {
  entryId: string;
  transferId: string;
  kind: string;
  idempotencyKey: string;
  metadata: Record<string, unknown>;
  currency: Currency;
  amount: string;
  balanceAfter: string;
  createdAt: Date;
}

/** Which entries of an account a statement lists: transfer kinds, and created in `[from, to)`. */
export interface StatementFilter {
  kinds?: KindFilter;
  from?: Date;
  to?: Date;
}

function statementWhere(code: string, f: StatementFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [code];
  const where = ['a.code = $1'];
  if (f.kinds) {
    params.push([...('in' in f.kinds ? f.kinds.in : f.kinds.notIn)]);
    where.push(`${'in' in f.kinds ? '' : 'not '}t.kind = any($${params.length}::text[])`);
  }
  if (f.from) {
    params.push(f.from);
    where.push(`e.created_at >= $${params.length}`);
  }
  if (f.to) {
    params.push(f.to);
    where.push(`e.created_at < $${params.length}`);
  }
  return { where: where.join(' and '), params };
}

/** Rows that break an invariant, with how many there are in all (samples are capped). */
export interface Findings {
  total: number;
  samples: Record<string, unknown>[];
}

const SAMPLES = 20;

/**
 * The only code that reads or writes the ledger tables. Bigint columns travel as integer strings
 * (never JS numbers); callers turn them into Money.
 */
@Injectable()
export class LedgerRepository extends BaseRepository {
  async findTransferByKey(key: string): Promise<TransferRow | null> {
    return this.one(
      `select id::text, idempotency_key as "idempotencyKey", kind, request_hash as "requestHash", metadata, created_at as "createdAt"
         from ledger_transfers where idempotency_key = $1`,
      [key],
    );
  }

  transferEntries(transferId: string): Promise<TransferEntryRow[]> {
    return this.em.query(
      `select a.code, a.currency, e.amount::text, e.balance_after::text as "balanceAfter"
         from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.transfer_id = $1 order by a.code`,
      [transferId],
    );
  }

  /** Create missing accounts (in code order, so concurrent creators queue instead of deadlocking). */
  async createAccounts(specs: (AccountSpec & { currency: Currency })[]): Promise<void> {
    if (!specs.length) return;
    const sorted = [...specs].sort((a, b) => (a.code < b.code ? -1 : 1));
    await this.em.query(
      `insert into ledger_accounts (code, kind, currency, owner_user_id, allow_negative)
       select code, kind, currency, owner, neg
         from unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::boolean[]) with ordinality as u(code, kind, currency, owner, neg, ord)
        order by ord
       on conflict (code) do nothing`,
      [
        sorted.map((s) => s.code),
        sorted.map((s) => s.kind),
        sorted.map((s) => s.currency),
        sorted.map((s) => s.ownerUserId),
        sorted.map((s) => s.allowNegative),
      ],
    );
  }

  /**
   * Row-lock the accounts until the end of the transaction, in ascending id order: every posting
   * takes its locks in the same global order, so two postings can wait for each other but never
   * deadlock. (LockRows sits above the Sort in the plan, so rows are locked in `order by` order.)
   */
  lockAccountsByCode(codes: string[]): Promise<LockedAccountRow[]> {
    return this.em.query(
      `select id::text, code, currency, allow_negative as "allowNegative", balance::text
         from ledger_accounts where code = any($1::text[]) order by id for update`,
      [codes],
    );
  }

  /** Insert the transfer; null when the key already exists (waits for an in-flight twin to finish). */
  async insertTransfer(t: {
    idempotencyKey: string;
    kind: string;
    requestHash: string;
    metadata: Record<string, unknown>;
  }): Promise<{ id: string; createdAt: Date } | null> {
    return this.one(
      `insert into ledger_transfers (idempotency_key, kind, request_hash, metadata) values ($1, $2, $3, $4::jsonb)
       on conflict (idempotency_key) do nothing
       returning id::text, created_at as "createdAt"`,
      [t.idempotencyKey, t.kind, t.requestHash, JSON.stringify(t.metadata)],
    );
  }

  async insertEntries(transferId: string, rows: { accountId: string; amount: bigint; balanceAfter: bigint }[]): Promise<void> {
    await this.em.query(
      `insert into ledger_entries (transfer_id, account_id, amount, balance_after)
       select $1::bigint, account_id, amount, balance_after
         from unnest($2::bigint[], $3::bigint[], $4::bigint[]) with ordinality as u(account_id, amount, balance_after, ord)
        order by ord`,
      [transferId, rows.map((r) => r.accountId), rows.map((r) => r.amount.toString()), rows.map((r) => r.balanceAfter.toString())],
    );
  }

  /** Add each delta to its (locked) account's cached balance and bump its version. */
  async applyDeltas(rows: { accountId: string; delta: bigint }[]): Promise<void> {
    await this.em.query(
      `update ledger_accounts a set balance = a.balance + u.delta, version = a.version + 1
         from unnest($1::bigint[], $2::bigint[]) as u(id, delta)
        where a.id = u.id`,
      [rows.map((r) => r.accountId), rows.map((r) => r.delta.toString())],
    );
  }

  /** Cached balances of the accounts that exist; `share` holds a share lock (id order) to the end of the transaction. */
  balances(codes: string[], opts: { share?: boolean } = {}): Promise<BalanceRow[]> {
    return this.em.query(
      `select code, currency, balance::text from ledger_accounts where code = any($1::text[]) order by id${opts.share ? ' for share' : ''}`,
      [codes],
    );
  }

  /** An account's entries, newest first, optionally of some transfer kinds and in `[from, to)`. */
  statement(code: string, filter: StatementFilter, offset: number, limit: number): Promise<StatementRow[]> {
    const { where, params } = statementWhere(code, filter);
    return this.em.query(
      `select e.id::text as "entryId", t.id::text as "transferId", t.kind, t.idempotency_key as "idempotencyKey", t.metadata,
              a.currency, e.amount::text, e.balance_after::text as "balanceAfter", e.created_at as "createdAt"
         from ledger_accounts a
         join ledger_entries e on e.account_id = a.id
         join ledger_transfers t on t.id = e.transfer_id
        where ${where}
        order by e.id desc
        offset $${params.length + 1} limit $${params.length + 2}`,
      [...params, offset, limit],
    );
  }

  async countEntries(code: string, filter: StatementFilter): Promise<number> {
    const { where, params } = statementWhere(code, filter);
    const [row] = await this.em.query(
      `select count(*)::int as n
         from ledger_accounts a
         join ledger_entries e on e.account_id = a.id
         join ledger_transfers t on t.id = e.transfer_id
        where ${where}`,
      params,
    );
    return row.n;
  }

  // ---- reconciliation (read-only) ----

  /** Make the current transaction read-only (must come before any query in it). */
  async readOnly(): Promise<void> {
    await this.em.query(`set transaction read only`);
  }

  async totals(): Promise<{ accounts: number; transfers: number; entries: number }> {
    const [row] = await this.em.query(
      `select (select count(*) from ledger_accounts)::int as accounts,
              (select count(*) from ledger_transfers)::int as transfers,
              (select count(*) from ledger_entries)::int as entries`,
    );
    return row;
  }

  /** Σ entries per currency that is not zero. */
  currencyImbalances(): Promise<Findings> {
    return this.findings(
      `select a.currency, sum(e.amount)::text as total
         from ledger_entries e join ledger_accounts a on a.id = e.account_id
        group by a.currency having sum(e.amount) <> 0`,
    );
  }

  /** Accounts whose cached balance differs from Σ of their entries. */
  balanceMismatches(): Promise<Findings> {
    return this.findings(
      `select a.code, a.balance::text as balance, coalesce(s.total, 0)::text as entries
         from ledger_accounts a
         left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
        where a.balance <> coalesce(s.total, 0)`,
    );
  }

  /** Entries whose recorded balance_after differs from the running Σ of the account's entries (id order = lock order). */
  runningBalanceBreaks(): Promise<Findings> {
    return this.findings(
      `select x.code, x.entry_id as "entryId", x.balance_after as "balanceAfter", x.running
         from (select a.code, e.id::text as entry_id, e.balance_after::text as balance_after,
                      sum(e.amount) over (partition by e.account_id order by e.id)::text as running,
                      e.balance_after = sum(e.amount) over (partition by e.account_id order by e.id) as same
                 from ledger_entries e join ledger_accounts a on a.id = e.account_id) x
        where not x.same`,
    );
  }

  /** Accounts below zero that may not be. */
  forbiddenNegatives(): Promise<Findings> {
    return this.findings(`select code, balance::text as balance from ledger_accounts where not allow_negative and balance < 0`);
  }

  /** Idempotency keys held by more than one transfer. */
  duplicateKeys(): Promise<Findings> {
    return this.findings(
      `select idempotency_key as "idempotencyKey", count(*)::int as transfers from ledger_transfers group by idempotency_key having count(*) > 1`,
    );
  }

  /** Transfers that do not sum to zero per currency, or have fewer than two entries. */
  unbalancedTransfers(): Promise<Findings> {
    return this.findings(
      `select e.transfer_id::text as "transferId", a.currency, sum(e.amount)::text as total, count(*)::int as legs
         from ledger_entries e join ledger_accounts a on a.id = e.account_id
        group by e.transfer_id, a.currency
       having sum(e.amount) <> 0 or count(*) < 2
       union all
       select t.id::text, null, '0', 0 from ledger_transfers t
        where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)`,
    );
  }

  private async findings(sql: string): Promise<Findings> {
    const rows: (Record<string, unknown> & { __total: number })[] = await this.em.query(
      `select f.*, count(*) over ()::int as "__total" from (${sql}) f limit ${SAMPLES}`,
    );
    return { total: rows[0]?.__total ?? 0, samples: rows.map(({ __total: _t, ...r }) => r) };
  }
}
