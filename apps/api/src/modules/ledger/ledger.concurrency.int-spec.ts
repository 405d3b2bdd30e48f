import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Money } from '@mall/money';
import { startContext } from '../../../test/support/test-app';
import { operatorCredit } from '../../../test/support/ledger';
import { AppError } from '../../core/errors/app-error';
import { AccountService } from '../user';
import { LedgerAccounts } from './domain/account-codes';
import { LedgerReconcileProcessor } from './jobs/reconcile.processor';
import { LedgerReconciler } from './ledger.reconciler';
import { LedgerService, type LedgerTransfer } from './ledger.service';

/**
 * Committed transactions on their own connections (no rollback wrapper): this file owns a fresh
 * database cloned from the template, with a pool large enough for real contention.
 */
describe('ledger under concurrency (committed, fresh database)', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ledger: LedgerService;
  let ds: DataSource;
  const newUser = async (name: string): Promise<string> => {
    await t.ctx.get(AccountService).register({ username: name, password: 'secret12', confirm: 'secret12', type: 2 }, '10.0.0.1');
    const [row] = await ds.query(`select id from users where username = $1`, [name]);
    return row.id;
  };
  const debit = (userId: string, amount: Money, key: string) =>
    ledger.post({
      idempotencyKey: key,
      kind: 'order.pay',
      entries: [
        { account: LedgerAccounts.userAvailable(userId), amount: amount.negate() },
        { account: 'escrow:orders', amount },
      ],
      metadata: { test: 'hot account' },
    });

  beforeAll(async () => {
    t = await startContext({ DATABASE_POOL_SIZE: '24' });
    ledger = t.ctx.get(LedgerService);
    ds = t.ctx.get(DataSource);
  });
  afterAll(() => t.close());

  it('hot account: N×a then 200 concurrent debits of a → exactly N succeed, never negative, ends at 0', async () => {
    const N = 60;
    const a = Money.parse('1.234567');
    const user = await newUser('hot@example.com');
    await operatorCredit(t.ctx, user, a.mulRatio(BigInt(N), 1n, 'down').format(), 'hot:fund');

    const samples: bigint[] = [];
    let running = true;
    const sampler = (async () => {
      while (running) {
        samples.push((await ledger.userBalances(user)).available.minor);
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => debit(user, a, `hot:debit:${i}`)));
    running = false;
    await sampler;

    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(N);
    expect(new Set(refused.map((r) => (r.reason instanceof AppError ? r.reason.code : String(r.reason))))).toEqual(
      new Set(['LEDGER_INSUFFICIENT_FUNDS']),
    );
    expect((await ledger.userBalances(user)).available.isZero()).toBe(true);
    expect((await ledger.balance('escrow:orders')).equals(a.mulRatio(BigInt(N), 1n, 'down'))).toBe(true);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every((s) => s >= 0n)).toBe(true);
    // Every intermediate balance the ledger recorded was ≥ 0, one step of `a` apart, in order.
    const after: { balance_after: string }[] = await ds.query(
      `select e.balance_after::text from ledger_entries e join ledger_accounts acc on acc.id = e.account_id where acc.code = $1 order by e.id`,
      [LedgerAccounts.userAvailable(user)],
    );
    expect(after.map((r) => BigInt(r.balance_after))).toEqual(Array.from({ length: N + 1 }, (_, i) => a.minor * BigInt(N - i)));
  });

  it('the same key submitted 30 times at once has one effect', async () => {
    const user = await newUser('dupe@example.com');
    await operatorCredit(t.ctx, user, '100', 'dupe:fund');
    const results = await Promise.all(Array.from({ length: 30 }, () => debit(user, Money.parse('7'), 'dupe:pay')));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await ledger.userBalances(user)).available.format()).toBe('93.000000');
    const [{ n }] = await ds.query(`select count(*)::int as n from ledger_transfers where idempotency_key = 'dupe:pay'`);
    expect(n).toBe(1);
  });

  it('the same key with different contents at once: one wins, the rest replay or conflict', async () => {
    const [u1, u2] = [await newUser('race1@example.com'), await newUser('race2@example.com')];
    await operatorCredit(t.ctx, u1, '50', 'race:fund1');
    await operatorCredit(t.ctx, u2, '50', 'race:fund2');
    const attempts = Array.from({ length: 24 }, (_, i) => ({ user: i % 2 ? u1 : u2, amount: Money.parse(String((i % 3) + 1)) }));
    const results = await Promise.allSettled(attempts.map((x) => debit(x.user, x.amount, 'race:pay')));
    const done = results.filter((r): r is PromiseFulfilledResult<LedgerTransfer> => r.status === 'fulfilled').map((r) => r.value);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as AppError).code);
    expect(new Set(refused)).toEqual(new Set(['LEDGER_IDEMPOTENCY_CONFLICT']));
    expect(done.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(done.map((r) => r.id)).size).toBe(1);
    const winner = done[0].entries.find((e) => e.account.startsWith('user:'))!;
    const spent = Money.parse('100').sub(Money.sum([(await ledger.userBalances(u1)).available, (await ledger.userBalances(u2)).available]));
    expect(spent.equals(winner.amount.negate())).toBe(true);
  });

  it('crossing transfers between two accounts do not deadlock (locks in id order)', async () => {
    const [x, y] = [await newUser('cross1@example.com'), await newUser('cross2@example.com')];
    await operatorCredit(t.ctx, x, '1000', 'cross:fund1');
    await operatorCredit(t.ctx, y, '1000', 'cross:fund2');
    const move = (from: string, to: string, i: number) =>
      ledger.post({
        idempotencyKey: `cross:${i}`,
        kind: 'p2p.test',
        entries: [
          { account: LedgerAccounts.userAvailable(from), amount: Money.parse('1').negate() },
          { account: 'platform:fees', amount: Money.parse('0.1') },
          { account: LedgerAccounts.userAvailable(to), amount: Money.parse('0.9') },
        ],
      });
    const results = await Promise.allSettled(Array.from({ length: 80 }, (_, i) => (i % 2 ? move(x, y, i) : move(y, x, i))));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const total = Money.sum([(await ledger.userBalances(x)).available, (await ledger.userBalances(y)).available]);
    expect(total.format()).toBe('1992.000000');
  });

  it('history is append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await ledger.post({
      idempotencyKey: 'fees:seed',
      kind: 'operator.adjustment',
      entries: [
        { account: 'platform:adjustments', amount: Money.parse('0.5').negate() },
        { account: 'platform:fees', amount: Money.parse('0.5') },
      ],
    });
    for (const table of ['ledger_entries', 'ledger_transfers']) {
      await expect(ds.query(`update ${table} set created_at = created_at`)).rejects.toThrow(/append-only/);
      await expect(ds.query(`delete from ${table}`)).rejects.toThrow(/append-only/);
      await expect(ds.query(`truncate ${table} cascade`)).rejects.toThrow(/append-only/);
    }
    await expect(ds.query(`update ledger_accounts set code = 'platform:other' where code = 'platform:fees'`)).rejects.toThrow(
      /only change its balance/,
    );
    await expect(ds.query(`update ledger_accounts set allow_negative = true`)).rejects.toThrow(/only change its balance/);
    await expect(ds.query(`delete from ledger_accounts`)).rejects.toThrow(/never removed/);
  });

  it('the database refuses an unbalanced or empty transfer at commit, and negative balances', async () => {
    const [fees] = await ds.query(`select id from ledger_accounts where code = 'platform:fees'`);
    const [esc] = await ds.query(`select id from ledger_accounts where code = 'escrow:orders'`);
    await expect(
      ds.transaction(async (m) => {
        const [tr] = await m.query(
          `insert into ledger_transfers (idempotency_key, kind, request_hash) values ('raw:1', 'raw', 'x') returning id`,
        );
        await m.query(
          `insert into ledger_entries (transfer_id, account_id, amount, balance_after) values ($1, $2, 5, 0), ($1, $3, -4, 0)`,
          [tr.id, fees.id, esc.id],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      ds.transaction((m) => m.query(`insert into ledger_transfers (idempotency_key, kind, request_hash) values ('raw:2', 'raw', 'x')`)),
    ).rejects.toThrow(/has 0 entries/);
    await expect(ds.query(`update ledger_accounts set balance = -1 where code = 'platform:fees'`)).rejects.toThrow(
      /ledger_accounts_balance_nonneg/,
    );
    const [{ n }] = await ds.query(`select count(*)::int as n from ledger_transfers where idempotency_key like 'raw:%'`);
    expect(n).toBe(0);
  });

  it('reconciliation holds after all of it, sees a corrupted cached balance, and recovers when fixed', async () => {
    const reconciler = t.ctx.get(LedgerReconciler);
    const clean = await reconciler.run();
    expect(clean.checks.filter((c) => !c.ok)).toEqual([]);
    expect(clean.ok).toBe(true);
    expect(clean.totals.transfers).toBeGreaterThan(60);
    expect(clean.checks.map((c) => c.name)).toHaveLength(6);

    await ds.query(`update ledger_accounts set balance = balance + 1 where code = 'escrow:orders'`);
    try {
      const bad = await reconciler.run();
      expect(bad.ok).toBe(false);
      const failed = bad.checks.filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['cached balance equals the sum of entries']);
      expect(failed[0].discrepancies).toBe(1);
      expect(failed[0].samples[0]).toMatchObject({ code: 'escrow:orders' });
      expect(BigInt(failed[0].samples[0].balance as string) - BigInt(failed[0].samples[0].entries as string)).toBe(1n);

      // The hourly job logs it.
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      await t.ctx.get(LedgerReconcileProcessor).run();
      expect(logged.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
        /ledger discrepancy: cached balance equals the sum of entries: 1 row/,
      );
      logged.mockRestore();
    } finally {
      await ds.query(`update ledger_accounts set balance = balance - 1 where code = 'escrow:orders'`);
    }
    expect((await reconciler.run()).ok).toBe(true);
  });
});
