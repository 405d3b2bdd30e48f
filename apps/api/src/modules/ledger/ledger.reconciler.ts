import { Injectable } from '@nestjs/common';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { TransactionHost } from '../../core/database/transaction';
import { LedgerRepository, type Findings } from './ledger.repository';

export interface ReconcileCheck {
  name: string;
  ok: boolean;
  /** how many rows break the invariant */
  discrepancies: number;
  /** up to 20 of them (amounts as minor-unit strings) */
  samples: Record<string, unknown>[];
}

export interface ReconcileReport {
  ok: boolean;
  checkedAt: string;
  totals: { accounts: number; transfers: number; entries: number };
  checks: ReconcileCheck[];
}

/**
 * Re-derives every ledger invariant from the raw history, read-only, on one consistent snapshot
 * (REPEATABLE READ), so it can run while postings continue.
 */
@Injectable()
export class LedgerReconciler {
  constructor(
    private readonly repo: LedgerRepository,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  run(): Promise<ReconcileReport> {
    // Inside a caller's transaction (tests) it reads that transaction; otherwise its own snapshot.
    if (this.txHost.isTransactionActive()) return this.check();
    return this.txHost.withTransaction({ isolationLevel: 'REPEATABLE READ' }, async () => {
      await this.repo.readOnly();
      return this.check();
    });
  }

  private async check(): Promise<ReconcileReport> {
    const checkedAt = new Date().toISOString();
    const checks: [string, () => Promise<Findings>][] = [
      ['entries sum to zero per currency', () => this.repo.currencyImbalances()],
      ['cached balance equals the sum of entries', () => this.repo.balanceMismatches()],
      ['running balances follow the entries', () => this.repo.runningBalanceBreaks()],
      ['no forbidden negative balances', () => this.repo.forbiddenNegatives()],
      ['one transfer per idempotency key', () => this.repo.duplicateKeys()],
      ['each transfer sums to zero', () => this.repo.unbalancedTransfers()],
    ];
    const results: ReconcileCheck[] = [];
    // One connection per transaction: run the queries one after another.
    for (const [name, query] of checks) {
      const f = await query();
      results.push({ name, ok: f.total === 0, discrepancies: f.total, samples: f.samples });
    }
    const totals = await this.repo.totals();
    return { ok: results.every((r) => r.ok), checkedAt, totals, checks: results };
  }
}
