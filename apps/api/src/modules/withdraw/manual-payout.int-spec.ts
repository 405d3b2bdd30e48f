import { Contract, Wallet, getAddress, hexlify, parseEther, randomBytes } from 'ethers';
import { DataSource } from 'typeorm';
import artifact from '../../../test/fixtures/test-usdt/TestUSDT.json';
import { manualPayoutHarness } from '../../../test/support/manual-payout';
import { deployTestUsdt } from '../../../test/support/test-usdt';
import { withdrawal, withdrawingCustomer } from '../../../test/support/withdraw';
import { LedgerAccounts, LedgerReconciler, LedgerService } from '../ledger';
import { ManualPayoutService } from './payout/manual-payout.service';
import { WithdrawOrderRepository } from './withdraw-order.repository';
import { WithdrawReviewService } from './withdraw-review.service';
import { WithdrawService } from './withdraw.service';

const SAFEWORD = '246810';
const CONFIRMATIONS = 3;

/**
 * Manual payouts (no payout signer configured): an operator pays an approved withdrawal from their
 * own wallet (here anvil's account #1 holding the token) and records the hash; the chain watcher
 * verifies the transaction on a real local chain before the withdrawal is settled.
 */
describe('manual withdrawal payouts verified on a real local chain (no payout signer)', () => {
  const h = manualPayoutHarness({ confirmations: CONFIRMATIONS, financeName: 'manual-finance-1' });
  const { get, ops, balances, pay } = h;

  const order = async (orderNo: string) => (await get(WithdrawOrderRepository).findByNo(orderNo))!;
  const mine = (n: number) => h.anvil.rpc('anvil_mine', ['0x' + n.toString(16)]);
  const customer = async (balance: string) => {
    const dest = Wallet.createRandom().address;
    const userId = await withdrawingCustomer(h.t.ctx, { tag: 'mwd', balance, safeword: SAFEWORD, blockchainName: 'ERC20', dest });
    return { userId, dest };
  };
  /** A customer's withdrawal of `amount` (1 % fee), approved: waiting "to pay". */
  const approved = async (amount: string) => {
    const { userId, dest } = await customer('500');
    return { userId, dest, no: await withdrawal(h.t.ctx, { userId, amount, to: dest, safeword: SAFEWORD, finance: h.finance }) };
  };
  /** Run the chain watcher once (after any run the API's nudge queued). */
  const verify = () => get(ManualPayoutService).verifyAll();
  const auditOf = (orderNo: string) =>
    h.t.ctx.get(DataSource).query(`select action, admin_id as "adminId", details from audit_log where target = $1 order by id`, [orderNo]);

  it('opens withdrawals without a signer: the network is in service, paid by hand', async () => {
    const { userId } = await customer('10');
    const open = await get(WithdrawService).open(userId);
    expect(open.channels.map((c) => c.chain)).toContain('ethereum');
    expect(open.binding).toMatchObject({ chain: 'ethereum' });
  });

  it('approved → "to pay" → hash recorded (audited) → verifying until confirmed → settled once, money exact', async () => {
    const fees0 = (await get(LedgerService).balance(LedgerAccounts.system('platform:fees'))).minor;
    const { userId, dest, no } = await approved('100');
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });
    expect(await get(WithdrawReviewService).find(no)).toMatchObject({ state: 'approved', payoutMode: 'manual', to: getAddress(dest) });

    const hash = await pay(dest, 99_000_000n);
    // pasted in capitals with blanks: stored in canonical form
    expect(await ops().recordWithdrawalPayment(h.finance, no, `  ${hash.toUpperCase().replace('0X', '0x')} `)).toEqual({
      orderNo: no,
      txHash: hash,
    });
    expect(await order(no)).toMatchObject({ state: 'verifying', txHash: hash, paidBy: h.finance.id, nonce: null, rawTx: null });
    await expect(ops().recordWithdrawalPayment(h.finance, no, hash)).rejects.toMatchObject({ code: 'WITHDRAW_ORDER_NOT_TO_PAY' });

    // Mined in one block: 1 confirmation of 3, not settled.
    await verify();
    expect(await order(no)).toMatchObject({ state: 'verifying', confirmations: 1 });
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });
    await mine(CONFIRMATIONS - 1);
    await verify();
    expect(await order(no)).toMatchObject({ state: 'success', txHash: hash, confirmations: CONFIRMATIONS });
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '0.000000' });
    expect((await get(LedgerService).balance(LedgerAccounts.system('platform:fees'))).minor - fees0).toBe(1_000_000n);
    // Once: another run changes nothing.
    await mine(2);
    expect(await verify()).toMatchObject({ checked: 0, settled: 0 });
    expect((await get(WithdrawService).get(userId, no)).legacyState).toBe(1);
    expect((await auditOf(no)).map((a: { action: string }) => a.action)).toEqual(['withdraw.approve', 'withdraw.record_payment']);
  });

  it.each([
    ['another token', async (dest: string) => pay(dest, 99_000_000n, otherToken), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['another amount', async (dest: string) => pay(dest, 98_999_999n), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['another recipient', async () => pay(Wallet.createRandom().address, 99_000_000n), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['a reverted transaction', async (dest: string) => reverted(dest, 99_000_000n), 'WITHDRAW_PAYMENT_TX_REVERTED'],
    ['a hash the network does not know', async () => hexlify(randomBytes(32)), 'WITHDRAW_PAYMENT_TX_NOT_FOUND'],
  ])('refuses %s: the withdrawal is to pay again with the reason, audited, nothing settled', async (_, paid, reason) => {
    const { userId, dest, no } = await approved('100');
    const hash = await paid(dest);
    await ops().recordWithdrawalPayment(h.finance, no, hash);
    await mine(CONFIRMATIONS);
    await verify(); // (the nudge after recording may have run it already)
    expect(await order(no)).toMatchObject({ state: 'approved', txHash: null, paidBy: null, lastError: reason });
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });
    const audit = await auditOf(no);
    expect(audit[audit.length - 1]).toMatchObject({ action: 'withdraw.payment_refused', adminId: null, details: { txHash: hash, reason } });
    // The right payment is then accepted.
    const good = await pay(dest, 99_000_000n);
    await ops().recordWithdrawalPayment(h.finance, no, good);
    await mine(CONFIRMATIONS);
    await verify();
    expect((await order(no)).state).toBe('success');
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '0.000000' });
  });

  it('refuses a hash already recorded for another withdrawal, or of a deposit', async () => {
    const a = await approved('10');
    const hash = await pay(a.dest, 9_900_000n);
    await ops().recordWithdrawalPayment(h.finance, a.no, hash);
    const b = await approved('10');
    await expect(ops().recordWithdrawalPayment(h.finance, b.no, hash)).rejects.toMatchObject({ code: 'WITHDRAW_TX_HASH_USED' });
    expect((await order(b.no)).state).toBe('approved');

    // A transfer that would pay b, but it was recorded as a deposit to the mall.
    const deposit = await pay(b.dest, 9_900_000n);
    await h.t.ctx.get(DataSource).query(
      `insert into chain_deposits (chain, tx_hash, log_index, block_number, block_hash, from_address, to_address, user_id, amount, raw_amount)
       values ('ethereum', $1, 0, 1, $2, $3, $4, $5, 9900000, 9900000)`,
      [deposit, hexlify(randomBytes(32)), h.wallet.address.toLowerCase(), b.dest.toLowerCase(), b.userId],
    );
    await expect(ops().recordWithdrawalPayment(h.finance, b.no, deposit)).rejects.toMatchObject({ code: 'WITHDRAW_TX_HASH_USED' });
    await expect(ops().recordWithdrawalPayment(h.finance, b.no, 'not-a-hash')).rejects.toMatchObject({ code: 'WITHDRAW_TX_HASH_FORMAT' });
    expect(await order(b.no)).toMatchObject({ state: 'approved', txHash: null });
  });

  it('records a payment only for an approved withdrawal', async () => {
    const { userId, dest } = await customer('100');
    const { sessionToken } = await get(WithdrawService).open(userId);
    const { orderNo } = await get(WithdrawService).apply(userId, {
      sessionToken,
      amount: '10',
      to: dest,
      channel: 'USDT',
      safeword: SAFEWORD,
    });
    await expect(ops().recordWithdrawalPayment(h.finance, orderNo, hexlify(randomBytes(32)))).rejects.toMatchObject({
      code: 'WITHDRAW_ORDER_NOT_TO_PAY',
    });
  });

  it('leaves a ledger that reconciles', async () => {
    await mine(CONFIRMATIONS);
    await verify();
    const report = await get(LedgerReconciler).run();
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  let otherToken: Contract;
  beforeAll(async () => {
    // Another 6-decimal token, some of it in the operator's wallet.
    const other = await deployTestUsdt(h.anvil);
    await (await other.token.getFunction('transfer')(h.wallet.address, 1_000_000_000n)).wait();
    otherToken = new Contract(other.address, artifact.abi, h.provider);
    other.provider.destroy();
  });

  /** A transfer from a wallet without the token, mined and reverted (gas limit given: no estimate). */
  const reverted = async (to: string, micro: bigint) => {
    const poor = Wallet.createRandom().connect(h.provider);
    await h.anvil.rpc('anvil_setBalance', [poor.address, '0x' + parseEther('1').toString(16)]);
    const tx = await (h.token.connect(poor) as Contract).getFunction('transfer')(to, micro, { gasLimit: 100_000n });
    await tx.wait().catch(() => undefined);
    expect((await h.provider.getTransactionReceipt(tx.hash))?.status).toBe(0);
    return tx.hash as string;
  };
});
