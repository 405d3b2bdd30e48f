import { randomInt, randomUUID } from 'node:crypto';
import { makeUser } from '../../../test/support/chain';
import { startContext } from '../../../test/support/test-app';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { TransactionHost } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { LedgerReconciler, LedgerService } from '../ledger';
import { DepositReviewService } from './deposit-review.service';
import { PendingDepositLogoffCheck } from './recharge.logoff-check';
import { RechargeOrderRepository } from './recharge-order.repository';

describe('operator review of manual deposit claims, and the cancellation check', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let review: DepositReviewService;
  let ledger: LedgerService;
  const operator = randomUUID();

  const claim = async (userId: string, amount: bigint, kind: 'manual' | 'onchain' = 'manual') => {
    const row = await t.ctx.get(RechargeOrderRepository, { strict: false }).insert({
      orderNo: '2611210000' + String(randomInt(0, 1e9)).padStart(10, '0'),
      userId,
      kind,
      coin: 'USDT',
      blockchainName: 'TRC20',
      chain: 'tron',
      channelAddress: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      fromAddress: 'payer',
      tx: 'abc',
      volume: amount,
      amount,
      img: '/uploads/recharge/2026/11/x.png',
      state: 0,
      chainDepositId: kind === 'onchain' ? '1' : null,
    });
    return row!.orderNo;
  };
  /** SQL on the test's transaction (inside rollback) or the pool. */
  const sql = (text: string, params: unknown[] = []) =>
    (t.ctx.get(TransactionHost) as TransactionHost<TransactionalAdapterTypeOrm>).tx.query(text, params);
  const orderRow = async (orderNo: string) =>
    (
      await sql(
        `select state, failure_msg as "failureMsg", reviewed_by as "reviewedBy", reviewed_at is not null as reviewed, credited_transfer_id::text as "transferId" from recharge_orders where order_no = $1`,
        [orderNo],
      )
    )[0];
  const available = async (userId: string) => (await ledger.userBalances(userId)).available.format();

  beforeAll(async () => {
    t = await startContext();
    review = t.ctx.get(DepositReviewService);
    ledger = t.ctx.get(LedgerService);
  });
  afterAll(() => t.close());

  it('approve credits the claimed amount once, from the hot wallet, under recharge:<order_no>', async () => {
    const user = await makeUser(t.ctx);
    await t.rollback(async () => {
      const no = await claim(user, 12_340_000n);
      const r = await review.approve(no, operator);
      expect(await available(user)).toBe('12.340000');
      expect(await ledger.findTransfer(`recharge:${no}`)).toMatchObject({ id: r.transferId, kind: 'deposit.manual' });
      expect(await orderRow(no)).toEqual({ state: 1, failureMsg: null, reviewedBy: operator, reviewed: true, transferId: r.transferId });
      await expect(review.approve(no, operator)).rejects.toEqual(new AppError('RECHARGE_ORDER_NOT_PENDING'));
      await expect(review.reject(no, operator, 'late')).rejects.toEqual(new AppError('RECHARGE_ORDER_NOT_PENDING'));
      expect(await available(user)).toBe('12.340000');
      expect((await ledger.balance('chain:hot_wallet')).format()).toBe('-12.340000');
    });
  });

  it('reject records the reason and moves no money; a rejected claim cannot be approved', async () => {
    const user = await makeUser(t.ctx);
    await t.rollback(async () => {
      const no = await claim(user, 5_000_000n);
      await expect(review.reject(no, operator, '   ')).rejects.toEqual(new AppError('RECHARGE_REJECT_REASON_REQUIRED'));
      await review.reject(no, operator, ' No such payment on chain ');
      expect(await orderRow(no)).toMatchObject({
        state: 2,
        failureMsg: 'No such payment on chain',
        reviewedBy: operator,
        transferId: null,
      });
      await expect(review.approve(no, operator)).rejects.toEqual(new AppError('RECHARGE_ORDER_NOT_PENDING'));
      expect(await available(user)).toBe('0.000000');
      expect(await ledger.findTransfer(`recharge:${no}`)).toBeNull();
    });
  });

  it('refuses unknown records, and on-chain records (they are settled by the scanner)', async () => {
    const user = await makeUser(t.ctx);
    await t.rollback(async () => {
      await expect(review.approve('26112100000000000000', operator)).rejects.toEqual(new AppError('RECHARGE_ORDER_NOT_FOUND'));
    });
    await t.rollback(async () => {
      // an on-chain record needs a chain deposit row to point at
      const [{ id }] = await sql(
        `insert into chain_deposits (chain, tx_hash, log_index, block_number, block_hash, from_address, to_address, user_id, amount, raw_amount, state)
         values ('tron', 'ff', 0, 1, null, 'a', 'b', $1, 1000000, 1000000, 'below_minimum') returning id::text`,
        [user],
      );
      const no = await t.ctx.get(RechargeOrderRepository, { strict: false }).insert({
        orderNo: '26112100000000000001',
        userId: user,
        kind: 'onchain',
        coin: 'USDT',
        blockchainName: 'TRC20',
        chain: 'tron',
        channelAddress: 'b',
        fromAddress: 'a',
        tx: 'ff',
        volume: 1_000_000n,
        amount: 1_000_000n,
        img: '',
        state: 0,
        chainDepositId: id,
      });
      await expect(review.approve(no!.orderNo, operator)).rejects.toEqual(new AppError('RECHARGE_ORDER_NOT_FOUND'));
      await expect(review.reject(no!.orderNo, operator, 'x')).rejects.toEqual(new AppError('RECHARGE_ORDER_NOT_FOUND'));
    });
  });

  it('two operators approving at once credit once', async () => {
    const user = await makeUser(t.ctx);
    const no = await claim(user, 7_000_000n);
    const results = await Promise.allSettled([review.approve(no, operator), review.approve(no, randomUUID())]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([
      new AppError('RECHARGE_ORDER_NOT_PENDING'),
    ]);
    expect(await available(user)).toBe('7.000000');
    expect((await t.ctx.get(LedgerReconciler).run()).ok).toBe(true);
  });

  it('cancellation is refused while a claim is pending or a chain transfer is on its way', async () => {
    const check = t.ctx.get(PendingDepositLogoffCheck);
    const user = await makeUser(t.ctx);
    await t.rollback(async () => {
      expect(await check.blockReason(user)).toBeNull();
      const no = await claim(user, 2_000_000n);
      expect(await check.blockReason(user)).toBe('LOGOFF_PENDING_DEPOSIT');
      await review.reject(no, operator, 'no');
      expect(await check.blockReason(user)).toBeNull();
      await sql(
        `insert into chain_deposits (chain, tx_hash, log_index, block_number, block_hash, from_address, to_address, user_id, amount, raw_amount, state)
         values ('ethereum', '0xaa', 0, 1, '0xbb', 'a', 'b', $1, 5000000, 5000000, 'seen')`,
        [user],
      );
      expect(await check.blockReason(user)).toBe('LOGOFF_PENDING_DEPOSIT');
    });
  });
});
