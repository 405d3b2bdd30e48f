import { DataSource } from 'typeorm';
import { Contract, JsonRpcProvider, Wallet, getAddress, keccak256, AbiCoder, zeroPadValue, toBeHex } from 'ethers';
import { startAnvil, type Anvil } from '../../../test/support/anvil';
import { makeUser } from '../../../test/support/chain';
import { operatorCredit } from '../../../test/support/ledger';
import { startContext } from '../../../test/support/test-app';
import { TEST_HOT_WALLET_KEY, financeOperators, openWithdrawals, payoutChain } from '../../../test/support/withdraw';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { AdminOperationsService, type Operator } from '../admin';
import { LedgerAccounts, LedgerReconciler, LedgerService } from '../ledger';
import { SafewordService } from '../user';
import { KeyPayoutSigner } from './payout/payout-signer';
import { PayoutSettlementService } from './payout/payout-settlement.service';
import { WithdrawPayoutService } from './payout/payout.service';
import { WithdrawChannelService } from './withdraw-channel.service';
import { WithdrawOrderRepository } from './withdraw-order.repository';
import { WithdrawReviewService } from './withdraw-review.service';
import { WithdrawService } from './withdraw.service';

const HOT = new Wallet(TEST_HOT_WALLET_KEY).address;
const SAFEWORD = '246810';
const CONFIRMATIONS = 3;

describe('withdrawal payouts against a real local chain (anvil + a 6-decimal ERC-20)', () => {
  let anvil: Anvil;
  let t: Awaited<ReturnType<typeof startContext>>;
  let provider: JsonRpcProvider;
  let token: Contract;
  let finance1: Operator;
  let finance2: Operator;

  const get = <T>(cls: new (...args: any[]) => T): T => t.ctx.get(cls, { strict: false });
  /** A fresh payout service with a fresh signer, as after a restart of the worker. */
  const restarted = () =>
    new WithdrawPayoutService(
      get(WithdrawOrderRepository),
      get(WithdrawChannelService),
      get(PayoutSettlementService),
      t.ctx.get<AppConfig>(APP_CONFIG),
      new KeyPayoutSigner(TEST_HOT_WALLET_KEY),
    );
  const payouts = () => get(WithdrawPayoutService);
  const mine = (n: number) => anvil.rpc('anvil_mine', ['0x' + n.toString(16)]);
  const tokenBalance = async (address: string) => (await token.getFunction('balanceOf')(address)) as bigint;
  const hotNonce = () => provider.getTransactionCount(HOT, 'latest');
  const order = async (orderNo: string) => (await get(WithdrawOrderRepository).findByNo(orderNo))!;
  const balances = async (userId: string) => {
    const b = await get(LedgerService).userBalances(userId);
    return { available: b.available.format(), frozen: b.frozen.format() };
  };
  const systemBalance = async (code: 'platform:fees' | 'chain:hot_wallet') =>
    (await get(LedgerService).balance(LedgerAccounts.system(code))).minor;

  /** A user with `balance`, a fund password and a bound destination (a fresh random address). */
  const customer = async (balance: string) => {
    const userId = await makeUser(t.ctx, 'wd');
    await operatorCredit(t.ctx, userId, balance);
    await get(SafewordService).set(userId, SAFEWORD);
    const dest = Wallet.createRandom().address;
    await get(WithdrawService).bind(userId, { blockchainName: 'ERC20', coin: 'USDT', address: dest, safeword: SAFEWORD });
    return { userId, dest };
  };
  const apply = async (userId: string, to: string, amount: string) => {
    const { sessionToken } = await get(WithdrawService).open(userId);
    return (await get(WithdrawService).apply(userId, { sessionToken, amount, to, channel: 'USDT', safeword: SAFEWORD })).orderNo;
  };
  const waitFor = async (orderNo: string, states: string[]) => {
    for (let i = 0; i < 200; i++) {
      const o = await order(orderNo);
      if (states.includes(o.state)) return o;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`order ${orderNo} never reached ${states.join('/')}: ${(await order(orderNo)).state}`);
  };

  beforeAll(async () => {
    anvil = await startAnvil();
    // independent approvers (issue 14 item 3): no minimum account age here, and another origin below
    t = await startContext({
      CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY,
      CHAIN_PAYOUT_INTERVAL_MS: '3600000',
      APPROVER_MIN_ACCOUNT_AGE_DAYS: '0',
    });
    // The token (deployed by anvil's account #0), 10,000 of it in the hot wallet (account #1).
    ({ provider, token } = await payoutChain(t.ctx, anvil, CONFIRMATIONS));
    await openWithdrawals(t.ctx, 'ethereum', '50000000');
    // Two finance operators, created by the seeded superadmin.
    [finance1, finance2] = await financeOperators(t.ctx, 'payout-finance-1', 'payout-finance-2');
    finance2 = { ...finance2, ip: '10.0.0.2' };
  }, 60_000);

  afterAll(async () => {
    provider?.destroy();
    await t?.close();
    await anvil?.stop();
  });

  it('apply → two approvals by different operators → the payout job sends → confirmations → success, money exact', async () => {
    const { userId, dest } = await customer('500');
    const fees0 = await systemBalance('platform:fees');
    const hot0 = await systemBalance('chain:hot_wallet');
    const nonce0 = await hotNonce();
    const no = await apply(userId, dest, '100');
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });

    const ops = get(AdminOperationsService);
    expect(await ops.approveWithdrawal(finance1, no)).toMatchObject({ state: 'pending_review', approvals: 1 });
    await expect(ops.approveWithdrawal(finance1, no)).rejects.toMatchObject({ code: 'WITHDRAW_SAME_APPROVER' });
    expect((await order(no)).state).toBe('pending_review');
    expect(await ops.approveWithdrawal(finance2, no)).toMatchObject({ state: 'approved', approvals: 2 });

    // The approval queued `wallet.payout`, which signs, records and sends.
    const sent = await waitFor(no, ['confirming']);
    expect(sent).toMatchObject({ fromAddress: HOT.toLowerCase(), nonce: String(nonce0), confirmations: 0 });
    expect(sent.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await tokenBalance(dest)).toBe(99_000_000n);
    expect(await hotNonce()).toBe(nonce0 + 1);
    const tx = await provider.getTransaction(sent.txHash!);
    expect(tx).toMatchObject({ from: HOT, to: getAddress(await token.getAddress()), nonce: nonce0 });

    // Mined in one block: 1 confirmation of 3.
    expect(await payouts().confirmAll()).toMatchObject({ settled: 0 });
    expect(await order(no)).toMatchObject({ state: 'confirming', confirmations: 1 });
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });
    await mine(CONFIRMATIONS - 1);
    expect(await payouts().confirmAll()).toMatchObject({ settled: 1 });
    expect(await order(no)).toMatchObject({ state: 'success', confirmations: CONFIRMATIONS });

    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '0.000000' });
    expect((await systemBalance('platform:fees')) - fees0).toBe(1_000_000n);
    expect((await systemBalance('chain:hot_wallet')) - hot0).toBe(99_000_000n);
    const ledger = get(LedgerService);
    expect((await ledger.findTransfer(`withdraw:${no}:freeze`))?.kind).toBe('withdraw.freeze');
    expect((await ledger.findTransfer(`withdraw:${no}:settle`))?.entries.map((e) => [e.account, e.amount.format()])).toEqual([
      [LedgerAccounts.system('chain:hot_wallet'), '99.000000'],
      [LedgerAccounts.system('platform:fees'), '1.000000'],
      [LedgerAccounts.userFrozen(userId), '-100.000000'],
    ]);
    expect(await ledger.findTransfer(`withdraw:${no}:unfreeze`)).toBeNull();
    const listed = await get(WithdrawService).get(userId, no);
    expect(listed).toMatchObject({ state: 'success', legacyState: 1, txHash: sent.txHash });
    // The owner is told once, by e-mail and in the notice centre: what arrived, where, and the transaction.
    const told = {
      amount: '99.000000',
      network: 'ERC20',
      address: expect.stringMatching(new RegExp(`^${dest}$`, 'i')),
      txHash: sent.txHash,
    };
    const db = t.ctx.get(DataSource);
    expect(await db.query(`select payload from user_notices where user_id = $1 and kind = 'withdraw.sent'`, [userId])).toEqual([
      { payload: told },
    ]);
    expect(
      await db.query(
        `select m.payload from outbound_messages m join users u on u.email = m.target where u.id = $1 and m.template = 'withdraw.sent'`,
        [userId],
      ),
    ).toEqual([{ payload: told }]); // registered without a language: the brand's default
    // Nothing more to do: reruns change nothing.
    expect(await restarted().confirmAll()).toMatchObject({ checked: 0 });
    expect(await restarted().payout(no)).toBe('not-approved');
  });

  it('a crash after recording and before sending: the restart sends the SAME signed transaction, once', async () => {
    const { userId, dest } = await customer('50');
    const no = await apply(userId, dest, '20');
    await get(WithdrawReviewService).approve(no, finance1.id); // no job: we drive the steps
    const nonce0 = await hotNonce();

    expect(await payouts().prepare(no)).toBe('recorded');
    const recorded = await order(no);
    expect(recorded).toMatchObject({ state: 'broadcasting', nonce: String(nonce0) });
    expect(await provider.getTransaction(recorded.txHash!)).toBeNull(); // never left the process
    expect(await hotNonce()).toBe(nonce0);
    // …the process dies here. A new one finds the recorded transaction and looks it up first.
    expect(await restarted().prepare(no)).toBe('known'); // nothing new is signed
    expect((await order(no)).txHash).toBe(recorded.txHash);
    expect(await restarted().confirmAll()).toMatchObject({ rebroadcast: 1 });
    const onChain = await provider.getTransaction(recorded.txHash!);
    expect(onChain).toMatchObject({ hash: recorded.txHash, nonce: nonce0 });
    expect(await restarted().payout(no)).toBe('known');
    expect(await restarted().confirmAll()).toMatchObject({ rebroadcast: 0 });

    await mine(CONFIRMATIONS);
    expect(await restarted().confirmAll()).toMatchObject({ settled: 1 });
    expect(await order(no)).toMatchObject({ state: 'success', txHash: recorded.txHash });
    expect(await tokenBalance(dest)).toBe(19_800_000n);
    expect(await hotNonce()).toBe(nonce0 + 1);
    expect(await balances(userId)).toEqual({ available: '30.000000', frozen: '0.000000' });
  });

  it('a crash between broadcast and settle recovers without a second send (and racing workers settle once)', async () => {
    const { userId, dest } = await customer('80');
    const no = await apply(userId, dest, '40');
    await get(WithdrawReviewService).approve(no, finance2.id);
    const nonce0 = await hotNonce();

    expect(await payouts().payout(no)).toBe('sent');
    const sent = await order(no);
    expect(await tokenBalance(dest)).toBe(39_600_000n);
    // …crash before any confirmation was settled. After the restart the job runs again, twice.
    const a = restarted();
    const b = restarted();
    expect(await Promise.all([a.payout(no), b.payout(no), a.sweep()])).toEqual(['known', 'known', 0]);
    await mine(CONFIRMATIONS);
    const reports = await Promise.all([a.confirmAll(), b.confirmAll(), restarted().confirmAll()]);
    expect(reports.reduce((n, r) => n + r.settled, 0)).toBe(1);
    expect(reports.reduce((n, r) => n + r.rebroadcast, 0)).toBe(0);

    expect(await order(no)).toMatchObject({ state: 'success', txHash: sent.txHash, nonce: String(nonce0) });
    expect(await tokenBalance(dest)).toBe(39_600_000n); // credited exactly once
    expect(await hotNonce()).toBe(nonce0 + 1); // exactly one transaction sent
    expect(await balances(userId)).toEqual({ available: '40.000000', frozen: '0.000000' });
    // One transfer per key (the reconciler checks it too); no unfreeze next to the settle.
    expect(await get(LedgerService).findTransfer(`withdraw:${no}:settle`)).not.toBeNull();
    expect(await get(LedgerService).findTransfer(`withdraw:${no}:unfreeze`)).toBeNull();
  });

  it('consecutive payouts take consecutive nonces; a reverted transfer fails the order and unfreezes it', async () => {
    // Leave the hot wallet with 120 USDT: enough for either transfer (49.5, 99), not for both.
    const slot = keccak256(AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [HOT, 1])); // balanceOf is storage slot 1
    await anvil.rpc('anvil_setStorageAt', [await token.getAddress(), slot, zeroPadValue(toBeHex(120_000_000n), 32)]);
    expect(await tokenBalance(HOT)).toBe(120_000_000n);

    const x = await customer('100');
    const y = await customer('100');
    const first = await apply(x.userId, x.dest, '50');
    const second = await apply(y.userId, y.dest, '100');
    await get(WithdrawReviewService).approve(first, finance1.id);
    await get(WithdrawReviewService).approve(second, finance1.id);
    await get(WithdrawReviewService).approve(second, finance2.id);
    const nonce0 = await hotNonce();

    // Both are signed (each affordable on its own) before either is sent.
    expect(await payouts().prepare(first)).toBe('recorded');
    expect(await payouts().prepare(second)).toBe('recorded');
    expect((await order(first)).nonce).toBe(String(nonce0));
    expect((await order(second)).nonce).toBe(String(nonce0 + 1));
    expect(await payouts().payout(first)).toBe('sent');
    expect(await payouts().payout(second)).toBe('sent'); // mined, but reverts: 120 − 49.5 < 99
    const receipt = await provider.getTransactionReceipt((await order(second)).txHash!);
    expect(receipt?.status).toBe(0);

    await mine(CONFIRMATIONS);
    expect(await payouts().confirmAll()).toMatchObject({ settled: 1, failed: 1 });
    expect(await order(first)).toMatchObject({ state: 'success' });
    expect(await order(second)).toMatchObject({ state: 'failed', failureCode: 'WITHDRAW_PAYOUT_FAILED' });
    expect(await tokenBalance(x.dest)).toBe(49_500_000n);
    expect(await tokenBalance(y.dest)).toBe(0n);
    expect(await balances(x.userId)).toEqual({ available: '50.000000', frozen: '0.000000' });
    expect(await balances(y.userId)).toEqual({ available: '100.000000', frozen: '0.000000' });
    const failed = await get(WithdrawService).get(y.userId, second);
    expect(failed).toMatchObject({ legacyState: 2, state: 'failed', failure: { code: 'WITHDRAW_PAYOUT_FAILED' } });
    expect(await hotNonce()).toBe(nonce0 + 2);
    await anvil.rpc('anvil_setStorageAt', [await token.getAddress(), slot, zeroPadValue(toBeHex(10_000_000_000n), 32)]);
  });

  it('a transfer that would revert is not signed; a rejection before signing stops the payout', async () => {
    await anvil.rpc('anvil_setStorageAt', [
      await token.getAddress(),
      keccak256(AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [HOT, 1])),
      zeroPadValue(toBeHex(1_000_000n), 32),
    ]);
    const { userId, dest } = await customer('30');
    const no = await apply(userId, dest, '20');
    await get(WithdrawReviewService).approve(no, finance1.id);
    const nonce0 = await hotNonce();
    expect(await payouts().payout(no)).toBe('error'); // estimateGas reverts: nothing signed, nothing sent
    expect(await order(no)).toMatchObject({ state: 'approved', txHash: null, lastError: expect.stringContaining('not signed') });
    expect(await hotNonce()).toBe(nonce0);

    await get(WithdrawReviewService).reject(no, finance2.id, 'hot wallet short; please apply again later');
    expect(await payouts().payout(no)).toBe('not-approved');
    expect(await balances(userId)).toEqual({ available: '30.000000', frozen: '0.000000' });
    expect(await tokenBalance(dest)).toBe(0n);
    await anvil.rpc('anvil_setStorageAt', [
      await token.getAddress(),
      keccak256(AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [HOT, 1])),
      zeroPadValue(toBeHex(10_000_000_000n), 32),
    ]);
  });

  it('leaves a ledger that reconciles', async () => {
    const report = await get(LedgerReconciler).run();
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
