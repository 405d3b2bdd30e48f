import { Injectable } from '@nestjs/common';
import { Money, type Currency } from '@mall/money';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { LedgerAccounts, describeAccount } from './domain/account-codes';
import { LedgerPostingError, planBalances, validatePosting, type PostingRequest, type ValidPosting } from './domain/posting';
import { describeStatementEntry, type StatementDescription } from './domain/statement-entry';
import { LedgerRepository, type LockedAccountRow, type StatementFilter, type TransferRow } from './ledger.repository';
import { readPage, type Page, type PageQuery } from '../../core/database/page';

export interface LedgerTransferEntry {
  account: string;
  amount: Money;
  balanceAfter: Money;
}

export interface LedgerTransfer {
  id: string;
  idempotencyKey: string;
  kind: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  /** sorted by account code */
  entries: LedgerTransferEntry[];
  /** true when this call found the transfer already posted under its key (no new effect) */
  replayed: boolean;
}

export interface StatementLine {
  entryId: string;
  transferId: string;
  kind: string;
  idempotencyKey: string;
  metadata: Record<string, unknown>;
  amount: Money;
  balanceAfter: Money;
  createdAt: Date;
  /** what it was for and what it refers to (read from the kind, key and metadata) */
  description: StatementDescription;
}

export type StatementPage = Page<StatementLine>;

export interface UserBalances {
  available: Money;
  frozen: Money;
}

const DEFAULT_CURRENCY: Currency = 'USDT';

/**
 * The double-entry ledger: the only writer of money (DESIGN rule 3).
 *
 * `post` runs inside the caller's transaction (or its own). Per posting: validate (pure) → lock all
 * accounts in id order, by code (creating the missing ones first) → known key? replay (a twin may
 * have committed while we waited) → check balances → insert transfer, entries, balances. Everything that
 * can refuse happens before the first ledger row is written, so a refused posting leaves no trace
 * even if the caller catches the error and carries on.
 *
 * Idempotency: a key names one business event. The same key with the same money content (kind +
 * legs; metadata is descriptive and not compared) answers the original transfer with no new effect;
 * other content under a used key is refused (LEDGER_IDEMPOTENCY_CONFLICT). Callers' transactions run
 * at READ COMMITTED (the default), so the re-check after locking sees a twin that just committed.
 */
@Injectable()
export class LedgerService {
  constructor(private readonly repo: LedgerRepository) {}

  @Transactional()
  async post(request: PostingRequest): Promise<LedgerTransfer> {
    const p = validatePosting(request);
    // One round trip in the common case (every account exists): lock, then look the key up once.
    const locked = await this.lockAccounts(p);
    const known = await this.repo.findTransferByKey(p.idempotencyKey);
    if (known) return this.replay(known, p);
    const ids = new Map(locked.map((a) => [a.code, a.id]));

    const plan = planBalances(
      locked.map((a) => ({ code: a.code, currency: a.currency, allowNegative: a.allowNegative, balance: BigInt(a.balance) })),
      p.legs,
    );
    if (plan.currencyMismatches.length) throw new LedgerPostingError('currency', plan.currencyMismatches.join(', '));
    if (plan.shortfalls.length) throw new AppError('LEDGER_INSUFFICIENT_FUNDS');

    const transfer = await this.repo.insertTransfer(p);
    if (!transfer) {
      // Same key, different accounts, committed by another transaction meanwhile.
      const twin = await this.repo.findTransferByKey(p.idempotencyKey);
      if (!twin) throw new Error(`ledger transfer ${p.idempotencyKey} vanished`);
      return this.replay(twin, p);
    }
    const rows = p.legs.map((l) => ({
      accountId: ids.get(l.account.code)!,
      amount: l.amount.minor,
      balanceAfter: plan.after.get(l.account.code)!,
    }));
    await this.repo.insertEntries(transfer.id, rows);
    await this.repo.applyDeltas(rows.map((r) => ({ accountId: r.accountId, delta: r.amount })));
    return {
      id: transfer.id,
      idempotencyKey: p.idempotencyKey,
      kind: p.kind,
      metadata: p.metadata,
      createdAt: transfer.createdAt,
      entries: p.legs.map((l) => ({
        account: l.account.code,
        amount: l.amount,
        balanceAfter: Money.ofMinor(plan.after.get(l.account.code)!, l.amount.currency),
      })),
      replayed: false,
    };
  }

  /** The transfer posted under a key, if any. */
  async findTransfer(idempotencyKey: string): Promise<LedgerTransfer | null> {
    const row = await this.repo.findTransferByKey(idempotencyKey);
    return row ? this.load(row, false) : null;
  }

  /** Cached balance of one account (zero when it has never been used). */
  async balance(accountCode: string): Promise<Money> {
    const spec = describeAccount(accountCode);
    if (!spec) throw new LedgerPostingError('account-code', accountCode.slice(0, 80));
    const [row] = await this.repo.balances([accountCode]);
    return row ? Money.ofMinorString(row.balance, row.currency) : Money.zero(DEFAULT_CURRENCY);
  }

  /**
   * A user's spendable and frozen USDT. With `lock`, the accounts that exist stay share-locked to the
   * end of the caller's transaction, so no posting can change them until it ends.
   */
  async userBalances(userId: string, opts: { lock?: boolean } = {}): Promise<UserBalances> {
    const available = LedgerAccounts.userAvailable(userId);
    const frozen = LedgerAccounts.userFrozen(userId);
    const rows = await this.repo.balances([available, frozen], { share: opts.lock });
    const of = (code: string) => {
      const r = rows.find((x) => x.code === code);
      return r ? Money.ofMinorString(r.balance, r.currency) : Money.zero(DEFAULT_CURRENCY);
    };
    return { available: of(available), frozen: of(frozen) };
  }

  /** An account's entries, newest first, optionally filtered. `pageNo` from 1; `pageSize` 1..100. */
  async statement(accountCode: string, page: PageQuery, filter: StatementFilter = {}): Promise<StatementPage> {
    if (!describeAccount(accountCode)) throw new LedgerPostingError('account-code', accountCode.slice(0, 80));
    const pageNo = page.pageNo >= 1 ? page.pageNo : 1;
    const pageSize = page.pageSize >= 1 && page.pageSize <= 100 ? page.pageSize : 10;
    return readPage(
      { pageNo, pageSize },
      (offset, limit) => this.repo.statement(accountCode, filter, offset, limit),
      () => this.repo.countEntries(accountCode, filter),
      (r) => ({
        entryId: r.entryId,
        transferId: r.transferId,
        kind: r.kind,
        idempotencyKey: r.idempotencyKey,
        metadata: r.metadata,
        amount: Money.ofMinorString(r.amount, r.currency),
        balanceAfter: Money.ofMinorString(r.balanceAfter, r.currency),
        createdAt: r.createdAt,
        description: describeStatementEntry(r),
      }),
    );
  }

  /** Every account the posting names, locked in id order; the missing ones are created first. */
  private async lockAccounts(p: ValidPosting): Promise<LockedAccountRow[]> {
    const codes = [...new Set(p.legs.map((l) => l.account.code))];
    const locked = await this.repo.lockAccountsByCode(codes);
    if (locked.length === codes.length) return locked;
    const have = new Set(locked.map((a) => a.code));
    await this.repo.createAccounts(
      p.legs.filter((l) => !have.has(l.account.code)).map((l) => ({ ...l.account, currency: l.amount.currency })),
    );
    return this.repo.lockAccountsByCode(codes);
  }

  /** A key seen before: the same content answers the original transfer, other content is refused. */
  private async replay(row: TransferRow, p: ValidPosting): Promise<LedgerTransfer> {
    if (row.requestHash !== p.requestHash) throw new AppError('LEDGER_IDEMPOTENCY_CONFLICT');
    return this.load(row, true);
  }

  private async load(row: TransferRow, replayed: boolean): Promise<LedgerTransfer> {
    const entries = await this.repo.transferEntries(row.id);
    return {
      id: row.id,
      idempotencyKey: row.idempotencyKey,
      kind: row.kind,
      metadata: row.metadata,
      createdAt: row.createdAt,
      entries: entries.map((e) => ({
        account: e.code,
        amount: Money.ofMinorString(e.amount, e.currency),
        balanceAfter: Money.ofMinorString(e.balanceAfter, e.currency),
      })),
      replayed,
    };
  }
}
