import { Wallet } from 'ethers';
import { DataSource } from 'typeorm';
import { manualPayoutHarness } from '../../../test/support/manual-payout';
import { withdrawal as requestWithdrawal, withdrawingCustomer } from '../../../test/support/withdraw';
import { translate } from '../../core/i18n/catalogue';
import { LedgerReconciler, LedgerService } from '../ledger';
import { ManualPayoutService } from './payout/manual-payout.service';
import { WithdrawOrderRepository } from './withdraw-order.repository';
import { withdrawKey } from './withdraw.service';

const SAFEWORD = '246810';
const CONFIRMATIONS = 1;

/**
 * Rejecting a "to pay" withdrawal (approved, paid by hand) that an operator already paid from their
 * wallet but did not record yet would refund the user on top of the payment: the rejection first
 * looks on the chain (a real local chain here) and refuses when the withdrawal is paid there, or
 * when the chain cannot be read.
 */
describe('rejecting a manual "to pay" withdrawal looks on the chain first (issue 26 follow-up)', () => {
  const h = manualPayoutHarness({ confirmations: CONFIRMATIONS, financeName: 'reject-finance-1' });
  const { get, ops, balances } = h;
  let rpcUrl: string;

  const ds = () => h.t.ctx.get(DataSource);
  const order = async (orderNo: string) => (await get(WithdrawOrderRepository).findByNo(orderNo))!;
  /** A customer with 500 and a withdrawal of `amount` (1 % fee) to `dest`; approved ("to pay") unless `approve` is false. */
  const withdrawal = async (amount: string, opts: { dest?: string; userId?: string; approve?: boolean } = {}) => {
    const dest = opts.dest ?? Wallet.createRandom().address;
    const userId =
      opts.userId ??
      (await withdrawingCustomer(h.t.ctx, { tag: 'mwr', balance: '500', safeword: SAFEWORD, blockchainName: 'ERC20', dest }));
    const no = await requestWithdrawal(h.t.ctx, {
      userId,
      amount,
      to: dest,
      safeword: SAFEWORD,
      finance: h.finance,
      approve: opts.approve,
    });
    return { userId, dest, no };
  };
  /** The operator pays `micro` of the token to `to` from their wallet; answers the hash in lower case. */
  const pay = async (to: string, micro: bigint) => (await h.pay(to, micro)).toLowerCase();
  const reject = (no: string) => ops().rejectWithdrawal(h.finance, no, 'destination looks wrong');
  const setRpc = (url: string) => ds().query(`update chain_networks set rpc_url = $1 where id = 'ethereum'`, [url]);

  beforeAll(async () => {
    rpcUrl = (await ds().query(`select rpc_url from chain_networks where id = 'ethereum'`))[0].rpc_url;
  });

  it('paid on chain but not recorded: the rejection is refused naming the transaction; nothing refunded; recording it settles once', async () => {
    const { userId, dest, no } = await withdrawal('100');
    const hash = await pay(dest, 99_000_000n); // the arrival: 100 less 1 %
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });

    const refused = await reject(no).catch((e) => e);
    expect(refused).toMatchObject({ code: 'WITHDRAW_ALREADY_PAID_ON_CHAIN', params: { txHash: hash } });
    expect(translate(refused.code, 'en', refused.params)).toContain(hash);
    expect(translate(refused.code, 'ar', refused.params)).toContain(hash);
    expect(await order(no)).toMatchObject({ state: 'approved', rejectedBy: null, finalTransferId: null });
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '100.000000' });
    expect(await get(LedgerService).findTransfer(withdrawKey(no, 'unfreeze'))).toBeNull();
    const audit = await ds().query(`select action from audit_log where target = $1 order by id`, [no]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['withdraw.approve']);

    // The operator records it instead: verified and settled, the user paid once.
    await ops().recordWithdrawalPayment(h.finance, no, hash);
    await get(ManualPayoutService).verifyAll();
    expect((await order(no)).state).toBe('success');
    expect(await balances(userId)).toEqual({ available: '400.000000', frozen: '0.000000' });
  });

  it('not paid (only other amounts, other recipients, a transfer from before the application): rejected and refunded', async () => {
    const { userId, dest, no } = await withdrawal('50');
    await pay(dest, 49_500_001n); // another amount
    await pay(Wallet.createRandom().address, 49_500_000n); // another recipient
    expect(await balances(userId)).toEqual({ available: '450.000000', frozen: '50.000000' });
    await reject(no);
    expect(await order(no)).toMatchObject({ state: 'rejected', failureMsg: 'destination looks wrong' });
    expect(await balances(userId)).toEqual({ available: '500.000000', frozen: '0.000000' });

    // The exact amount to that address, but mined long before this application (the clock moved on).
    const again = await withdrawal('50', { userId, dest });
    await pay(dest, 49_500_000n);
    await ds().query(`update withdraw_orders set created_at = now() + interval '3 hours' where order_no = $1`, [again.no]);
    await reject(again.no);
    expect(await order(again.no)).toMatchObject({ state: 'rejected' });
    expect(await balances(userId)).toEqual({ available: '500.000000', frozen: '0.000000' });
  });

  it('a transfer already recorded as the payment of another withdrawal does not count for this one', async () => {
    const a = await withdrawal('20');
    const b = await withdrawal('20', { userId: a.userId, dest: a.dest });
    const hash = await pay(a.dest, 19_800_000n);
    await ops().recordWithdrawalPayment(h.finance, a.no, hash);
    await get(ManualPayoutService).verifyAll(); // (the nudge after recording may have run it already)
    expect((await order(a.no)).state).toBe('success');
    await reject(b.no);
    expect(await order(b.no)).toMatchObject({ state: 'rejected' });
    expect(await balances(a.userId)).toEqual({ available: '480.000000', frozen: '0.000000' });
    // and the other way round: the unrecorded twin payment of b would have been found
    const c = await withdrawal('20', { userId: a.userId, dest: a.dest });
    const twin = await pay(a.dest, 19_800_000n);
    await expect(reject(c.no)).rejects.toMatchObject({ code: 'WITHDRAW_ALREADY_PAID_ON_CHAIN', params: { txHash: twin } });
  });

  it('the chain cannot be read: a "to pay" withdrawal is not rejected (fail closed); one still under review is', async () => {
    const paid = await withdrawal('30');
    const pending = await withdrawal('30', { userId: paid.userId, dest: paid.dest, approve: false });
    await setRpc('http://127.0.0.1:1');
    try {
      await expect(reject(paid.no)).rejects.toMatchObject({ code: 'WITHDRAW_PAID_CHECK_UNAVAILABLE' });
      expect(await order(paid.no)).toMatchObject({ state: 'approved' });
      expect(await balances(paid.userId)).toEqual({ available: '440.000000', frozen: '60.000000' });
      expect(translate('WITHDRAW_PAID_CHECK_UNAVAILABLE', 'cn')).not.toBe(translate('WITHDRAW_PAID_CHECK_UNAVAILABLE', 'en'));
      // Under review nothing can have been paid: no chain needed.
      await reject(pending.no);
      expect(await balances(paid.userId)).toEqual({ available: '470.000000', frozen: '30.000000' });
    } finally {
      await setRpc(rpcUrl);
    }
    await reject(paid.no);
    expect(await balances(paid.userId)).toEqual({ available: '500.000000', frozen: '0.000000' });
  });

  it('leaves a ledger that reconciles', async () => {
    const report = await get(LedgerReconciler).run();
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
