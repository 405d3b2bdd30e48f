import { Wallet, hexlify, randomBytes } from 'ethers';
import { DataSource } from 'typeorm';
import { configureNetwork } from '../../../test/support/chain';
import { startContext } from '../../../test/support/test-app';
import { tronPayoutGrid } from '../../../test/support/tron-payout-grid';
import { financeOperators, openWithdrawals, withdrawal, withdrawingCustomer } from '../../../test/support/withdraw';
import { AdminOperationsService, type Operator } from '../admin';
import { tronAddressOf, tronToEvmHex } from '../chain';
import { LedgerAccounts, LedgerReconciler, LedgerService } from '../ledger';
import { ManualPayoutService, TRON_NOT_FOUND_GRACE_MS } from './payout/manual-payout.service';
import { WithdrawChannelService } from './withdraw-channel.service';
import { WithdrawOrderRepository } from './withdraw-order.repository';
import { WithdrawReviewService } from './withdraw-review.service';
import { WithdrawService } from './withdraw.service';

/**
 * Manual payouts on TRON (no payout signer): an operator pays an approved TRC-20 withdrawal from
 * their own wallet and records the transaction id; the chain watcher reads it through the network's
 * TronGrid-compatible API. Against the TronGrid stand-in (`test/support/tron-payout-grid.ts`,
 * recorded response shapes, NOT a TRON node: none can run here).
 */
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const SAFEWORD = '864213';
const CONFIRMATIONS = 3;
const SOLID = 19;
/** the operator's own wallet */
const OPERATOR = Wallet.createRandom().address.toLowerCase();
const OTHER_TOKEN = 'cd'.repeat(20);

describe('manual TRC-20 withdrawal payouts verified through a TronGrid-compatible API (no payout signer)', () => {
  const grid = tronPayoutGrid({ token: tronToEvmHex(USDT)!.slice(2), hotHex: '0x' + '00'.repeat(20) });
  let t: Awaited<ReturnType<typeof startContext>>;
  let finance: Operator;

  const get = <T>(cls: new (...args: any[]) => T): T => t.ctx.get(cls, { strict: false });
  const ops = () => get(AdminOperationsService);
  const order = async (orderNo: string) => (await get(WithdrawOrderRepository).findByNo(orderNo))!;
  const balances = async (userId: string) => {
    const b = await get(LedgerService).userBalances(userId);
    return { available: b.available.format(), frozen: b.frozen.format() };
  };
  const customer = async (balance: string) => {
    const dest = tronAddressOf(Wallet.createRandom().address.toLowerCase());
    const userId = await withdrawingCustomer(t.ctx, { tag: 'mwt', balance, safeword: SAFEWORD, blockchainName: 'TRC20', dest });
    return { userId, dest };
  };
  /** A customer's withdrawal of `amount` (1 % fee), approved: waiting "to pay". */
  const approved = async (amount: string) => {
    const { userId, dest } = await customer('500');
    return { userId, dest, no: await withdrawal(t.ctx, { userId, amount, to: dest, safeword: SAFEWORD, finance }) };
  };
  /** The operator pays from their wallet: answers the transaction id (mined in the next block). */
  const pay = (dest: string, micro: bigint, opts: { from?: string; token?: string } = {}) =>
    grid.operatorTransfer(opts.from ?? OPERATOR, tronToEvmHex(dest)!, micro, opts.token);
  const verify = () => get(ManualPayoutService).verifyAll();
  const auditOf = (orderNo: string) =>
    t.ctx.get(DataSource).query(`select action, admin_id as "adminId", details from audit_log where target = $1 order by id`, [orderNo]);

  beforeAll(async () => {
    const url = await grid.start();
    grid.balances.set(OPERATOR, 10_000_000_000n);
    grid.tokenBook(OTHER_TOKEN).set(OPERATOR, 10_000_000_000n);
    t = await startContext({ CHAIN_PAYOUT_INTERVAL_MS: '3600000' });
    await configureNetwork(t.ctx, 'tron', { enabled: true, rpc_url: url, confirmations: CONFIRMATIONS });
    await openWithdrawals(t.ctx, 'tron', '1000000000000');
    [finance] = await financeOperators(t.ctx, 'tron-manual-finance');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await grid.stop();
  });

  it('without a signer, TRC20 is in service and paid by hand', async () => {
    expect(get(WithdrawChannelService).payoutsConfigured()).toBe(false);
    expect((await get(WithdrawChannelService).active()).map((c) => c.chain)).toContain('tron');
    const { userId } = await customer('10');
    expect((await get(WithdrawService).open(userId)).channels.map((c) => c.chain)).toContain('tron');
  });

  it('approved → "to pay" → id recorded → verifying until confirmed AND solidified → settled once, money exact', async () => {
    const fees0 = (await get(LedgerService).balance(LedgerAccounts.system('platform:fees'))).minor;
    const { userId, dest, no } = await approved('100');
    expect(await get(WithdrawReviewService).find(no)).toMatchObject({ state: 'approved', payoutMode: 'manual', to: dest });

    const id = pay(dest, 99_000_000n);
    // an EVM-style hash is not a TRON transaction id
    await expect(ops().recordWithdrawalPayment(finance, no, '0x' + id)).rejects.toMatchObject({ code: 'WITHDRAW_TX_HASH_FORMAT' });
    // pasted in capitals with blanks: stored in canonical form
    expect(await ops().recordWithdrawalPayment(finance, no, `  ${id.toUpperCase()} `)).toEqual({ orderNo: no, txHash: id });
    expect(await order(no)).toMatchObject({ state: 'verifying', txHash: id, paidBy: finance.id });

    // In the node's pool: waiting.
    await verify();
    expect(await order(no)).toMatchObject({ state: 'verifying', confirmations: 0, lastError: null });
    grid.mine(1);
    await verify();
    expect(await order(no)).toMatchObject({ state: 'verifying', confirmations: 1 });
    // Deep enough by the network's setting, but not solidified yet: still waiting.
    grid.mine(CONFIRMATIONS);
    await verify();
    expect(await order(no)).toMatchObject({ state: 'verifying', confirmations: CONFIRMATIONS + 1 });
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });
    grid.mine(SOLID);
    await verify();
    expect(await order(no)).toMatchObject({ state: 'success', txHash: id });
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '0.000000' });
    expect((await get(LedgerService).balance(LedgerAccounts.system('platform:fees'))).minor - fees0).toBe(1_000_000n);
    expect(await verify()).toMatchObject({ checked: 0, settled: 0 });
    expect((await auditOf(no)).map((a: { action: string }) => a.action)).toEqual(['withdraw.approve', 'withdraw.record_payment']);
    expect(grid.calls).toEqual(
      expect.arrayContaining(['/wallet/gettransactioninfobyid', '/walletsolidity/gettransactioninfobyid', '/wallet/getnowblock']),
    );
  });

  const poor = Wallet.createRandom().address.toLowerCase();
  it.each([
    ['another token', (dest: string) => pay(dest, 99_000_000n, { token: OTHER_TOKEN }), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['another amount', (dest: string) => pay(dest, 98_999_999n), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    [
      'another recipient',
      () => pay(tronAddressOf(Wallet.createRandom().address.toLowerCase()), 99_000_000n),
      'WITHDRAW_PAYMENT_TX_MISMATCH',
    ],
    ['a failed (REVERT) transaction', (dest: string) => pay(dest, 99_000_000n, { from: poor }), 'WITHDRAW_PAYMENT_TX_REVERTED'],
  ])('refuses %s: the withdrawal is to pay again with the reason, audited, nothing settled', async (_, paid, reason) => {
    const { userId, dest, no } = await approved('100');
    const id = paid(dest);
    await ops().recordWithdrawalPayment(finance, no, id);
    grid.mine(SOLID);
    await verify();
    expect(await order(no)).toMatchObject({ state: 'approved', txHash: null, paidBy: null, lastError: reason });
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });
    const audit = await auditOf(no);
    expect(audit[audit.length - 1]).toMatchObject({ action: 'withdraw.payment_refused', adminId: null, details: { txHash: id, reason } });
    // The right payment is then accepted.
    const good = pay(dest, 99_000_000n);
    await ops().recordWithdrawalPayment(finance, no, good);
    grid.mine(SOLID);
    await verify();
    expect((await order(no)).state).toBe('success');
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '0.000000' });
  });

  it('refuses a transfer mined over an hour before the withdrawal was applied for', async () => {
    grid.state.now -= 2 * 3_600_000;
    const { dest, no } = await approved('10');
    const id = pay(dest, 9_900_000n);
    grid.mine(1);
    grid.state.now += 2 * 3_600_000;
    await ops().recordWithdrawalPayment(finance, no, id);
    grid.mine(SOLID);
    await verify();
    expect(await order(no)).toMatchObject({ state: 'approved', lastError: 'WITHDRAW_PAYMENT_TX_TOO_OLD' });
  });

  it('an id the network does not know is waited for a while after it was recorded, then refused', async () => {
    const { no } = await approved('10');
    const id = hexlify(randomBytes(32)).slice(2);
    await ops().recordWithdrawalPayment(finance, no, id);
    grid.mine(SOLID);
    await verify();
    expect(await order(no)).toMatchObject({ state: 'verifying', txHash: id });
    await t.ctx
      .get(DataSource)
      .query(`update withdraw_orders set paid_at = paid_at - $2 * interval '1 millisecond' where order_no = $1`, [
        no,
        TRON_NOT_FOUND_GRACE_MS + 1000,
      ]);
    await verify();
    expect(await order(no)).toMatchObject({ state: 'approved', txHash: null, lastError: 'WITHDRAW_PAYMENT_TX_NOT_FOUND' });
  });

  it('refuses an id already recorded for another withdrawal', async () => {
    const a = await approved('10');
    const id = pay(a.dest, 9_900_000n);
    await ops().recordWithdrawalPayment(finance, a.no, id);
    const b = await approved('10');
    await expect(ops().recordWithdrawalPayment(finance, b.no, id)).rejects.toMatchObject({ code: 'WITHDRAW_TX_HASH_USED' });
    expect(await order(b.no)).toMatchObject({ state: 'approved', txHash: null });
    grid.mine(SOLID);
    await verify();
    expect((await order(a.no)).state).toBe('success');
  });

  it('rejecting a "to pay" withdrawal looks for an unrecorded payment on TRON first', async () => {
    const reject = (no: string) => ops().rejectWithdrawal(finance, no, 'destination looks wrong');
    const paid = await approved('10');
    const id = pay(paid.dest, 9_900_000n);
    grid.mine(SOLID);
    await expect(reject(paid.no)).rejects.toMatchObject({ code: 'WITHDRAW_ALREADY_PAID_ON_CHAIN', params: { txHash: id } });
    expect(await order(paid.no)).toMatchObject({ state: 'approved', finalTransferId: null });
    expect(await balances(paid.userId)).toEqual({ available: '490.000000', frozen: '10.000000' });

    // Only another amount was sent: rejected and refunded.
    const unpaid = await approved('10');
    pay(unpaid.dest, 9_899_999n);
    grid.mine(SOLID);
    await reject(unpaid.no);
    expect(await order(unpaid.no)).toMatchObject({ state: 'rejected' });
    expect(await balances(unpaid.userId)).toEqual({ available: '500.000000', frozen: '0.000000' });

    // The network cannot be read: fail closed.
    const blind = await approved('10');
    grid.state.down = true;
    try {
      await expect(reject(blind.no)).rejects.toMatchObject({ code: 'WITHDRAW_PAID_CHECK_UNAVAILABLE' });
    } finally {
      grid.state.down = false;
    }
    // The payment found is then recorded and settles.
    await ops().recordWithdrawalPayment(finance, paid.no, id);
    await verify();
    expect((await order(paid.no)).state).toBe('success');
  });

  it('leaves a ledger that reconciles', async () => {
    const report = await get(LedgerReconciler).run();
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
