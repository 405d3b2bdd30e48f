import fc from 'fast-check';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { Money } from '@mall/money';
import { startContext } from '../../../test/support/test-app';
import { operatorCredit } from '../../../test/support/ledger';
import { AppError } from '../../core/errors/app-error';
import { AccountService } from '../user';
import { LedgerAccounts, SYSTEM_ACCOUNTS } from './domain/account-codes';
import { LedgerPostingError } from './domain/posting';
import { LedgerReconciler } from './ledger.reconciler';
import { LedgerService } from './ledger.service';

const usdt = (s: string) => Money.parse(s, 'USDT', { allowNegative: true });

describe('LedgerService on real Postgres (rolled back per test)', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ledger: LedgerService;
  let alice: string;
  let bob: string;
  const txHost = () => t.ctx.get(TransactionHost) as TransactionHost<TransactionalAdapterTypeOrm>;
  /** SQL on the test's own transaction */
  const sql = (q: string, params: unknown[] = []) => txHost().tx.query(q, params);
  const counts = async () =>
    (
      await sql(`select (select count(*) from ledger_transfers)::int as transfers, (select count(*) from ledger_entries)::int as entries`)
    )[0];
  /** Posts `kind` under `key`: `amount` USDT from account `from` to account `to`, with `metadata` when given. */
  const move = (key: string, kind: string, from: string, to: string, amount: string, metadata?: Record<string, unknown>) =>
    ledger.post({
      idempotencyKey: key,
      kind,
      entries: [
        { account: from, amount: usdt(`-${amount}`) },
        { account: to, amount: usdt(amount) },
      ],
      ...(metadata ? { metadata } : {}),
    });
  const codeOf = (e: unknown) => (e instanceof AppError ? e.code : e instanceof LedgerPostingError ? e.problem : String(e));

  beforeAll(async () => {
    t = await startContext();
    ledger = t.ctx.get(LedgerService);
    const accounts = t.ctx.get(AccountService);
    const reg = async (name: string) => {
      await accounts.register({ username: name, password: 'secret12', confirm: 'secret12', type: 2 }, '10.0.0.1');
      const [row] = await txHost().tx.query(`select id from users where username = $1`, [name]);
      return row.id as string;
    };
    alice = await reg('ledger-alice@example.com');
    bob = await reg('ledger-bob@example.com');
  });
  afterAll(() => t.close());

  it('posts a transfer: lazy accounts, balances, balance_after, statement, user balances', async () => {
    await t.rollback(async () => {
      const tr = await operatorCredit(t.ctx, alice, '10.5', 'k:credit');
      expect(tr.replayed).toBe(false);
      expect(tr.entries.map((e) => [e.account, e.amount.format(), e.balanceAfter.format()])).toEqual([
        ['platform:adjustments', '-10.500000', '-10.500000'],
        [LedgerAccounts.userAvailable(alice), '10.500000', '10.500000'],
      ]);
      await move('k:freeze', 'wallet.freeze', LedgerAccounts.userAvailable(alice), LedgerAccounts.userFrozen(alice), '0.5');
      const b = await ledger.userBalances(alice);
      expect([b.available.format(), b.frozen.format()]).toEqual(['10.000000', '0.500000']);
      expect((await ledger.userBalances(bob)).available.isZero()).toBe(true);
      expect((await ledger.balance('platform:adjustments')).format()).toBe('-10.500000');
      expect((await ledger.balance('escrow:orders')).isZero()).toBe(true);

      const st = await ledger.statement(LedgerAccounts.userAvailable(alice), { pageNo: 1, pageSize: 1 });
      expect(st.totalElements).toBe(2);
      expect(st.elements).toHaveLength(1);
      expect(st.elements[0]).toMatchObject({ kind: 'wallet.freeze', idempotencyKey: 'k:freeze' });
      expect([st.elements[0].amount.format(), st.elements[0].balanceAfter.format()]).toEqual(['-0.500000', '10.000000']);
      const p2 = await ledger.statement(LedgerAccounts.userAvailable(alice), { pageNo: 2, pageSize: 1 });
      expect(p2.elements[0].kind).toBe('operator.adjustment');

      const [acc] = await sql(`select kind, owner_user_id, allow_negative, version::int from ledger_accounts where code = $1`, [
        LedgerAccounts.userAvailable(alice),
      ]);
      expect(acc).toEqual({ kind: 'user.available', owner_user_id: alice, allow_negative: false, version: 2 });
      expect((await t.ctx.get(LedgerReconciler).run()).ok).toBe(true);
    });
  });

  it('replays a key with the same content: the original transfer, no second effect', async () => {
    await t.rollback(async () => {
      const first = await operatorCredit(t.ctx, alice, '3', 'k:same');
      const again = await operatorCredit(t.ctx, alice, '3', 'k:same');
      expect(again.replayed).toBe(true);
      expect(again.id).toBe(first.id);
      expect(again.entries.map((e) => e.balanceAfter.format())).toEqual(first.entries.map((e) => e.balanceAfter.format()));
      expect((await ledger.userBalances(alice)).available.format()).toBe('3.000000');
      expect(await counts()).toEqual({ transfers: 1, entries: 2 });
      // Metadata is descriptive: a retry that differs only there is still the same transfer.
      const withNote = await move('k:same', 'operator.adjustment', 'platform:adjustments', LedgerAccounts.userAvailable(alice), '3', {
        note: 'retried',
      });
      expect([withNote.id, withNote.replayed, withNote.metadata]).toEqual([first.id, true, { reason: 'test operator adjustment' }]);
      expect(await ledger.findTransfer('k:same')).toMatchObject({ id: first.id, replayed: false });
      expect(await ledger.findTransfer('k:none')).toBeNull();
    });
  });

  it('refuses a key replayed with different content, with no effect', async () => {
    await t.rollback(async () => {
      await operatorCredit(t.ctx, alice, '3', 'k:x');
      await expect(operatorCredit(t.ctx, alice, '4', 'k:x')).rejects.toEqual(new AppError('LEDGER_IDEMPOTENCY_CONFLICT'));
      await expect(operatorCredit(t.ctx, bob, '3', 'k:x')).rejects.toEqual(new AppError('LEDGER_IDEMPOTENCY_CONFLICT'));
      await expect(move('k:x', 'other.kind', 'platform:adjustments', LedgerAccounts.userAvailable(alice), '3')).rejects.toEqual(
        new AppError('LEDGER_IDEMPOTENCY_CONFLICT'),
      );
      expect((await ledger.userBalances(alice)).available.format()).toBe('3.000000');
      expect((await ledger.userBalances(bob)).available.isZero()).toBe(true);
      expect(await counts()).toEqual({ transfers: 1, entries: 2 });
    });
  });

  it('refuses to overdraw a non-negative account and leaves no trace', async () => {
    await t.rollback(async () => {
      await operatorCredit(t.ctx, alice, '1', 'k:1');
      await expect(operatorCredit(t.ctx, alice, '-1.000001', 'k:2')).rejects.toEqual(new AppError('LEDGER_INSUFFICIENT_FUNDS'));
      await expect(move('k:3', 'order.pay', LedgerAccounts.userAvailable(bob), 'escrow:orders', '0.000001')).rejects.toEqual(
        new AppError('LEDGER_INSUFFICIENT_FUNDS'),
      );
      expect(await counts()).toEqual({ transfers: 1, entries: 2 });
      expect((await ledger.userBalances(alice)).available.format()).toBe('1.000000');
      // The exact balance may be spent; the key of a refused posting is still free.
      await operatorCredit(t.ctx, alice, '-1', 'k:2');
      expect((await ledger.userBalances(alice)).available.isZero()).toBe(true);
    });
  });

  it('refuses malformed postings before touching the database', async () => {
    await t.rollback(async () => {
      const bad = (entries: { account: string; amount: Money }[]) => ledger.post({ idempotencyKey: 'k:bad', kind: 'x', entries });
      const a = LedgerAccounts.userAvailable(alice);
      await expect(
        bad([
          { account: a, amount: usdt('1') },
          { account: 'platform:adjustments', amount: usdt('-0.9') },
        ]),
      ).rejects.toBeInstanceOf(LedgerPostingError);
      await expect(
        bad([
          { account: a, amount: usdt('0') },
          { account: 'platform:adjustments', amount: usdt('0') },
        ]),
      ).rejects.toBeInstanceOf(LedgerPostingError);
      await expect(
        bad([
          { account: 'user:nobody:available', amount: usdt('1') },
          { account: 'platform:adjustments', amount: usdt('-1') },
        ]),
      ).rejects.toBeInstanceOf(LedgerPostingError);
      await expect(ledger.balance('nope')).rejects.toBeInstanceOf(LedgerPostingError);
      expect(await counts()).toEqual({ transfers: 0, entries: 0 });
      expect((await sql(`select count(*)::int as n from ledger_accounts`))[0].n).toBe(0);
    });
  });

  it('cancellation is refused while money remains, allowed at zero', async () => {
    await t.rollback(async () => {
      const accounts = t.ctx.get(AccountService);
      const s = await accounts.register(
        { username: 'ledger-leaver@example.com', password: 'secret12', confirm: 'secret12', type: 2 },
        '10.0.0.1',
      );
      const [u] = await sql(`select id from users where username = 'ledger-leaver@example.com'`);
      const actor = { userId: u.id, username: s.username, usercode: s.usercode, tokenId: '00000000-0000-0000-0000-000000000000' };
      await operatorCredit(t.ctx, u.id, '0.000001');
      await expect(accounts.logoff(actor, { account: s.username, reason: 'bye' })).rejects.toEqual(new AppError('LOGOFF_BALANCE_REMAINS'));
      await move('k:freeze-all', 'wallet.freeze', LedgerAccounts.userAvailable(u.id), LedgerAccounts.userFrozen(u.id), '0.000001');
      await expect(accounts.logoff(actor, { account: s.username, reason: 'bye' })).rejects.toEqual(new AppError('LOGOFF_BALANCE_REMAINS'));
      await move('k:release', 'operator.adjustment', LedgerAccounts.userFrozen(u.id), 'platform:adjustments', '0.000001');
      await accounts.logoff(actor, { account: s.username, reason: 'bye' });
    });
  });

  it('random transfer sequences match an in-memory model; refused ones leave no trace', async () => {
    const codes = [
      LedgerAccounts.userAvailable(alice),
      LedgerAccounts.userFrozen(alice),
      LedgerAccounts.userAvailable(bob),
      'escrow:orders',
      'platform:fees',
      'platform:adjustments',
      'chain:hot_wallet',
    ];
    const mayGoNegative = (code: string) => (SYSTEM_ACCOUNTS as Record<string, { allowNegative: boolean }>)[code]?.allowNegative ?? false;
    const op = fc.record({
      // few keys, so that reused keys (replays and conflicts) come up in nearly every run, not by luck
      key: fc.integer({ min: 0, max: 3 }),
      kind: fc.constantFrom('a.move', 'b.move'),
      accounts: fc.uniqueArray(fc.integer({ min: 0, max: codes.length - 1 }), { minLength: 2, maxLength: 4 }),
      // round amounts often, so legs cancel out (zero legs) now and then
      amounts: fc.array(
        fc.oneof(
          fc.bigInt({ min: -3_000_000n, max: 3_000_000n }).filter((n) => n !== 0n),
          fc.constantFrom(1_000_000n, -1_000_000n),
        ),
        {
          minLength: 3,
          maxLength: 3,
        },
      ),
      skew: fc.constantFrom(0n, 0n, 0n, 0n, 1n),
      /** resubmit an earlier operation of the run exactly (a client retry) */
      repeat: fc.option(fc.nat(), { freq: 3 }),
    });
    const seen = new Set<string>();

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        await t.rollback(async () => {
          const balances = new Map<string, bigint>(codes.map((c) => [c, 0n]));
          const posted = new Map<string, string>(); // key → canonical content
          let transfers = 0;
          let entries = 0;
          for (const [n, next] of ops.entries()) {
            const o = next.repeat !== null && n > 0 ? ops[next.repeat % n] : next;
            const legs = o.accounts.slice(1).map((i, n) => ({ account: codes[i], amount: o.amounts[n] }));
            const rest = -legs.reduce((s, l) => s + l.amount, 0n) + o.skew;
            legs.push({ account: codes[o.accounts[0]], amount: rest });
            const key = `prop:${o.key}`;
            const content = JSON.stringify([
              o.kind,
              [...legs].sort((a, b) => (a.account < b.account ? -1 : 1)).map((l) => [l.account, l.amount.toString()]),
            ]);

            let expected: string;
            if (rest === 0n) expected = 'zero-leg';
            else if (o.skew !== 0n) expected = 'unbalanced';
            else if (posted.has(key)) expected = posted.get(key) === content ? 'replayed' : 'LEDGER_IDEMPOTENCY_CONFLICT';
            else {
              const short = legs.some((l) => !mayGoNegative(l.account) && balances.get(l.account)! + l.amount < 0n);
              expected = short ? 'LEDGER_INSUFFICIENT_FUNDS' : 'posted';
            }

            let outcome: string;
            try {
              const tr = await ledger.post({
                idempotencyKey: key,
                kind: o.kind,
                entries: legs.map((l) => ({ account: l.account, amount: Money.ofMinor(l.amount) })),
              });
              outcome = tr.replayed ? 'replayed' : 'posted';
            } catch (e) {
              outcome = codeOf(e);
            }
            expect(outcome).toBe(expected);
            seen.add(outcome);

            if (outcome === 'posted') {
              for (const l of legs) balances.set(l.account, balances.get(l.account)! + l.amount);
              posted.set(key, content);
              transfers += 1;
              entries += legs.length;
            }
            expect(await counts()).toEqual({ transfers, entries });
          }
          for (const c of codes) expect([c, (await ledger.balance(c)).minor]).toEqual([c, balances.get(c)]);
          const report = await t.ctx.get(LedgerReconciler).run();
          expect(report.checks.filter((c) => !c.ok)).toEqual([]);
        });
      }),
      { numRuns: 40 },
    );
    // The generator reaches every branch of the model.
    expect([...seen].sort()).toEqual([
      'LEDGER_IDEMPOTENCY_CONFLICT',
      'LEDGER_INSUFFICIENT_FUNDS',
      'posted',
      'replayed',
      'unbalanced',
      'zero-leg',
    ]);
  });
});
