import { Wallet } from 'ethers';
import { configureNetwork, makeUser } from '../../../test/support/chain';
import { operatorCredit } from '../../../test/support/ledger';
import { startContext } from '../../../test/support/test-app';
import { tronPayoutGrid, type Tamper } from '../../../test/support/tron-payout-grid';
import { TEST_HOT_WALLET_KEY, financeOperators, openWithdrawals } from '../../../test/support/withdraw';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import type { Operator } from '../admin';
import { tronAddressOf, tronToEvmHex } from '../chain';
import { LedgerAccounts, LedgerReconciler, LedgerService } from '../ledger';
import { SafewordService } from '../user';
import { KeyPayoutSigner, type PayoutSigner } from './payout/payout-signer';
import { PayoutSettlementService } from './payout/payout-settlement.service';
import { WithdrawPayoutService } from './payout/payout.service';
import { TRON_EXPIRY_MARGIN_MS } from './payout/tron-payout';
import { WithdrawChannelService } from './withdraw-channel.service';
import { WithdrawOrderRepository } from './withdraw-order.repository';
import { WithdrawReviewService } from './withdraw-review.service';
import { WithdrawService } from './withdraw.service';

/**
 * TRC-20 payouts against a TronGrid stand-in (`test/support/tron-payout-grid.ts`) answering recorded
 * response shapes, NOT a TRON node (none can run here). The stand-in checks on its side what a node
 * would: txID = sha256 of the packed raw_data, the signature recovers to the owner (the hot wallet's
 * TRON address), expiry and duplicates; and it executes transfers against token balances.
 */
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const HOT = new Wallet(TEST_HOT_WALLET_KEY).address.toLowerCase();
const HOT_TRON = tronAddressOf(HOT);
const SAFEWORD = '135790';
const CONFIRMATIONS = 3;
const FEE_LIMIT = 40_000_000;

describe('TRC-20 withdrawal payouts through a TronGrid-compatible API (recorded shapes, signature-checking stand-in)', () => {
  const grid = tronPayoutGrid({ token: tronToEvmHex(USDT)!.slice(2), hotHex: HOT });
  let t: Awaited<ReturnType<typeof startContext>>;
  let finance: Operator;

  const get = <T>(cls: new (...args: any[]) => T): T => t.ctx.get(cls, { strict: false });
  const restarted = (signer: PayoutSigner = new KeyPayoutSigner(TEST_HOT_WALLET_KEY)) =>
    new WithdrawPayoutService(
      get(WithdrawOrderRepository),
      get(WithdrawChannelService),
      get(PayoutSettlementService),
      t.ctx.get<AppConfig>(APP_CONFIG),
      signer,
    );
  const payouts = () => get(WithdrawPayoutService);
  const order = async (orderNo: string) => (await get(WithdrawOrderRepository).findByNo(orderNo))!;
  const balances = async (userId: string) => {
    const b = await get(LedgerService).userBalances(userId);
    return { available: b.available.format(), frozen: b.frozen.format() };
  };
  const tokenBalance = (tron: string) => grid.balances.get(tronToEvmHex(tron)!) ?? 0n;
  const broadcastsOf = (txIds: string[]) => grid.broadcasts.filter((b) => txIds.includes(b.txID));

  const customer = async (balance: string) => {
    const userId = await makeUser(t.ctx, 'wdt');
    await operatorCredit(t.ctx, userId, balance);
    await get(SafewordService).set(userId, SAFEWORD);
    const dest = tronAddressOf(Wallet.createRandom().address.toLowerCase());
    await get(WithdrawService).bind(userId, { blockchainName: 'TRC20', coin: 'USDT', address: dest, safeword: SAFEWORD });
    return { userId, dest };
  };
  const approved = async (balance: string, amount: string) => {
    const c = await customer(balance);
    const { sessionToken } = await get(WithdrawService).open(c.userId);
    const { orderNo } = await get(WithdrawService).apply(c.userId, {
      sessionToken,
      amount,
      to: c.dest,
      channel: 'USDT',
      safeword: SAFEWORD,
    });
    await get(WithdrawReviewService).approve(orderNo, finance.id);
    return { ...c, no: orderNo };
  };

  beforeAll(async () => {
    const url = await grid.start();
    grid.balances.set(HOT, 10_000_000_000n);
    t = await startContext({
      CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY,
      CHAIN_PAYOUT_INTERVAL_MS: '3600000',
      CHAIN_TRON_FEE_LIMIT_SUN: String(FEE_LIMIT),
    });
    await configureNetwork(t.ctx, 'tron', { enabled: true, rpc_url: url, confirmations: CONFIRMATIONS });
    await openWithdrawals(t.ctx, 'tron', '1000000000000');
    [finance] = await financeOperators(t.ctx, 'tron-finance');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await grid.stop();
  });

  it('TRC20 is open for withdrawals once a signer is configured', async () => {
    expect((await get(WithdrawChannelService).active()).map((c) => c.chain)).toContain('tron');
  });

  it('approve → build, verify, sign, record, broadcast → confirmations → success; money exact', async () => {
    const { userId, dest, no } = await approved('500', '100');
    const fees0 = (await get(LedgerService).balance(LedgerAccounts.system('platform:fees'))).minor;
    expect(await payouts().payout(no)).toBe('sent');

    const sent = await order(no);
    expect(sent).toMatchObject({ state: 'confirming', fromAddress: HOT_TRON, nonce: '0', confirmations: 0 });
    expect(sent.txHash).toMatch(/^[0-9a-f]{64}$/);
    // The node got exactly one transaction, signed by the hot wallet (checked on its side by recovery).
    expect(broadcastsOf([sent.txHash!])).toEqual([{ txID: sent.txHash, answer: 'ok', signer: HOT }]);
    const recorded = JSON.parse(sent.rawTx!);
    expect(recorded).toMatchObject({ txID: sent.txHash, visible: false, signature: [expect.stringMatching(/^[0-9a-f]{128}0[01]$/)] });
    expect(recorded.raw_data).toMatchObject({ fee_limit: FEE_LIMIT });

    grid.mine(1);
    expect(await payouts().confirmAll()).toMatchObject({ checked: 1, settled: 0 });
    expect(await order(no)).toMatchObject({ state: 'confirming', confirmations: 1 });
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });
    grid.mine(CONFIRMATIONS - 1);
    expect(await payouts().confirmAll()).toMatchObject({ settled: 1 });
    expect(await order(no)).toMatchObject({ state: 'success', confirmations: CONFIRMATIONS });
    expect(tokenBalance(dest)).toBe(99_000_000n);
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '0.000000' });
    expect((await get(LedgerService).balance(LedgerAccounts.system('platform:fees'))).minor - fees0).toBe(1_000_000n);
    expect(await get(WithdrawService).get(userId, no)).toMatchObject({ state: 'success', legacyState: 1, txHash: sent.txHash });
    expect(await restarted().confirmAll()).toMatchObject({ checked: 0 });
    expect(grid.broadcasts.filter((b) => b.answer === 'ok')).toHaveLength(1);
  });

  it.each<[Tamper, string]>([
    ['recipient', 'call data'],
    ['amount', 'call data'],
    ['owner', 'owner_address'],
    ['contract', 'contract_address'],
    ['fee_limit', 'fee_limit'],
    ['memo', 'unexpected field 10'],
    ['json-recipient', 'raw_data.data does not match'],
    ['txid', 'txID is not sha256'],
    ['expiration', 'expiration'],
  ])('a node that builds something else (%s) is refused: nothing signed, recorded or broadcast; retryable', async (tamper, why) => {
    const { userId, dest, no } = await approved('60', '50');
    const before = grid.broadcasts.length;
    grid.state.tamper = tamper;
    try {
      expect(await payouts().payout(no)).toBe('error');
    } finally {
      grid.state.tamper = null;
    }
    expect(await order(no)).toMatchObject({ state: 'approved', txHash: null, rawTx: null, lastError: expect.stringContaining(why) });
    expect(grid.broadcasts.length).toBe(before);
    // The next run builds an honest transaction and pays.
    expect(await payouts().payout(no)).toBe('sent');
    grid.mine(CONFIRMATIONS);
    expect(await payouts().confirmAll()).toMatchObject({ settled: 1 });
    expect(tokenBalance(dest)).toBe(49_500_000n);
    expect(await balances(userId)).toEqual({ available: '10.000000', frozen: '0.000000' });
  });

  it('a crash after recording and before broadcasting: the restart sends the SAME signed transaction, once', async () => {
    const { userId, dest, no } = await approved('50', '20');
    expect(await payouts().prepare(no)).toBe('recorded');
    const recorded = await order(no);
    expect(recorded.state).toBe('broadcasting');
    expect(broadcastsOf([recorded.txHash!])).toEqual([]); // never left the process
    const builds = grid.builds.length;

    expect(await restarted().prepare(no)).toBe('known'); // nothing built or signed again
    expect(await restarted().confirmAll()).toMatchObject({ rebroadcast: 1 });
    expect(await restarted().payout(no)).toBe('known'); // in the pool: DUP_TRANSACTION_ERROR → known
    expect(grid.builds.length).toBe(builds);
    expect((await order(no)).rawTx).toBe(recorded.rawTx);
    grid.mine(CONFIRMATIONS);
    expect(await restarted().confirmAll()).toMatchObject({ settled: 1 });
    expect(await order(no)).toMatchObject({ state: 'success', txHash: recorded.txHash });
    expect(tokenBalance(dest)).toBe(19_800_000n);
    expect(broadcastsOf([recorded.txHash!]).map((b) => b.answer)).toEqual(['ok', 'DUP_TRANSACTION_ERROR']);
    expect(await balances(userId)).toEqual({ available: '30.000000', frozen: '0.000000' });
  });

  it('a crash after broadcast (the answer is lost): reruns and racing workers never send another transaction; settles once', async () => {
    const { userId, dest, no } = await approved('80', '40');
    grid.state.dropNextBroadcastAnswer = true;
    expect(await payouts().payout(no)).toBe('error'); // the node took it, we never heard back
    const o = await order(no);
    expect(o).toMatchObject({ state: 'broadcasting', lastError: expect.stringContaining('send') });
    expect(grid.pool.has(o.txHash!)).toBe(true);

    const a = restarted();
    const b = restarted();
    expect(await Promise.all([a.payout(no), b.payout(no), a.sweep()])).toEqual(['known', 'known', 0]);
    grid.mine(CONFIRMATIONS);
    const reports = await Promise.all([a.confirmAll(), b.confirmAll(), restarted().confirmAll()]);
    expect(reports.reduce((n, r) => n + r.settled, 0)).toBe(1);
    expect(reports.reduce((n, r) => n + r.rebroadcast, 0)).toBe(0);

    expect(await order(no)).toMatchObject({ state: 'success', txHash: o.txHash });
    // Every broadcast for this order carried the one recorded transaction; the node accepted it once.
    const ours = grid.broadcasts.filter((x) => x.txID === o.txHash);
    expect(ours.filter((x) => x.answer === 'ok')).toHaveLength(1);
    expect(grid.builds.filter((x) => x.raw_data.contract[0].parameter.value.data.includes(tronToEvmHex(dest)!.slice(2)))).toHaveLength(1);
    expect(tokenBalance(dest)).toBe(39_600_000n);
    expect(await balances(userId)).toEqual({ available: '40.000000', frozen: '0.000000' });
    expect(await get(LedgerService).findTransfer(`withdraw:${no}:unfreeze`)).toBeNull();
  });

  it('a transfer that would fail is not signed (dry run); the order stays approved and retryable', async () => {
    const { dest, no } = await approved('30', '20');
    const full = grid.balances.get(HOT)!;
    const builds = grid.builds.length;
    const sent = grid.broadcasts.length;
    grid.balances.set(HOT, 1_000_000n);
    try {
      expect(await payouts().payout(no)).toBe('error');
    } finally {
      grid.balances.set(HOT, full);
    }
    expect(await order(no)).toMatchObject({
      state: 'approved',
      txHash: null,
      lastError: expect.stringContaining('not signed: transfer would fail: REVERT'),
    });
    expect([grid.builds.length, grid.broadcasts.length]).toEqual([builds, sent]);
    expect(await payouts().payout(no)).toBe('sent');
    grid.mine(CONFIRMATIONS);
    expect(await payouts().confirmAll()).toMatchObject({ settled: 1 });
    expect(tokenBalance(dest)).toBe(19_800_000n);
  });

  it('a transfer that reverts on chain fails the order and unfreezes it', async () => {
    const { userId, dest, no } = await approved('100', '100');
    const full = grid.balances.get(HOT)!;
    try {
      expect(await payouts().payout(no)).toBe('sent');
      grid.balances.set(HOT, 1_000_000n); // spent elsewhere between the dry run and the block
      grid.mine(CONFIRMATIONS);
      expect(await payouts().confirmAll()).toMatchObject({ failed: 1 });
    } finally {
      grid.balances.set(HOT, full);
    }
    expect(await order(no)).toMatchObject({
      state: 'failed',
      failureCode: 'WITHDRAW_PAYOUT_FAILED',
      lastError: expect.stringContaining('REVERT'),
    });
    expect(tokenBalance(dest)).toBe(0n);
    expect(await balances(userId)).toEqual({ available: '100.000000', frozen: '0.000000' });
    expect(await get(WithdrawService).get(userId, no)).toMatchObject({ legacyState: 2, state: 'failed' });
  });

  it('a recorded transaction that expired unsent fails only once the node is well past its expiry; never re-signed', async () => {
    const { userId, no } = await approved('30', '10');
    expect(await payouts().prepare(no)).toBe('recorded');
    const recorded = await order(no);
    const builds = grid.builds.length;
    grid.advance(61_000); // expired, but not yet final
    expect(await restarted().confirmAll()).toMatchObject({ failed: 0, rebroadcast: 0 });
    expect(await order(no)).toMatchObject({ state: 'broadcasting', lastError: expect.stringContaining('TRANSACTION_EXPIRATION_ERROR') });
    grid.advance(Number(TRON_EXPIRY_MARGIN_MS));
    expect(await restarted().confirmAll()).toMatchObject({ failed: 1 });
    expect(await order(no)).toMatchObject({ state: 'failed', txHash: recorded.txHash, lastError: expect.stringContaining('expired') });
    expect(grid.builds.length).toBe(builds);
    expect(broadcastsOf([recorded.txHash!]).every((b) => b.answer !== 'ok')).toBe(true);
    expect(await balances(userId)).toEqual({ available: '30.000000', frozen: '0.000000' });
  });

  it('an API that is down leaves the order approved and retryable', async () => {
    const { no } = await approved('30', '10');
    grid.state.down = true;
    try {
      expect(await payouts().payout(no)).toBe('error');
    } finally {
      grid.state.down = false;
    }
    expect(await order(no)).toMatchObject({ state: 'approved', txHash: null, lastError: expect.stringContaining('HTTP 503') });
    expect(await payouts().payout(no)).toBe('sent');
    grid.mine(CONFIRMATIONS);
    expect(await payouts().confirmAll()).toMatchObject({ settled: 1 });
  });

  it('leaves a ledger that reconciles', async () => {
    const report = await get(LedgerReconciler).run();
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
