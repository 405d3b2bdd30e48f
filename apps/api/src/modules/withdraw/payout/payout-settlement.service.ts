import { Injectable, Logger } from '@nestjs/common';
import { Money } from '@mall/money';
import { Transactional, isUniqueViolation } from '../../../core/database/transaction';
import { LedgerAccounts, LedgerService } from '../../ledger';
import { NotificationService } from '../../notification';
import { WithdrawOrderRepository, type SignedPayout } from '../withdraw-order.repository';
import { unfreezeWithdrawal, withdrawKey } from '../withdraw.service';

/**
 * The writing half of payouts. Each method is one short transaction taken after every chain call it
 * depends on has answered (no RPC under a lock), and each moves the order only from the state it
 * expects, so a twin worker or a rerun after a crash changes nothing twice.
 */
@Injectable()
export class PayoutSettlementService {
  private readonly log = new Logger('Payouts');

  constructor(
    private readonly orders: WithdrawOrderRepository,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * approved → broadcasting with the signed transaction, committed BEFORE anything is sent. Answers
   * `recorded`, `stale` (no longer approved: rejected, or a twin recorded it) or `nonce-taken`
   * (another order holds that nonce: sign again with a fresh one; nothing was sent).
   */
  async recordSigned(orderId: string, s: SignedPayout): Promise<'recorded' | 'stale' | 'nonce-taken'> {
    try {
      return (await this.record(orderId, s)) ? 'recorded' : 'stale';
    } catch (e) {
      if (isUniqueViolation(e)) return 'nonce-taken';
      throw e;
    }
  }

  @Transactional()
  private record(orderId: string, s: SignedPayout): Promise<boolean> {
    return this.orders.recordSigned(orderId, s);
  }

  markConfirming(orderId: string): Promise<void> {
    return this.orders.markConfirming(orderId);
  }

  setProgress(orderId: string, confirmations: bigint, blockNumber: bigint): Promise<void> {
    return this.orders.setProgress(orderId, confirmations, blockNumber);
  }

  noteError(orderId: string, message: string): Promise<void> {
    return this.orders.noteError(orderId, message);
  }

  /**
   * The transfer is final and succeeded: frozen → chain:hot_wallet (the arrival, which left the hot
   * wallet, or the operator's wallet of a manual payout) and frozen → platform:fees (the fee), under
   * `withdraw:<no>:settle`; state success.
   */
  @Transactional()
  async settle(orderId: string, confirmations: bigint, blockNumber: bigint): Promise<boolean> {
    const o = await this.orders.lockById(orderId);
    if (!o || (o.state !== 'broadcasting' && o.state !== 'confirming' && o.state !== 'verifying')) return false;
    const amount = Money.ofMinorString(o.amount);
    const fee = Money.ofMinorString(o.fee);
    const arrival = Money.ofMinorString(o.arrival);
    const entries = [
      { account: LedgerAccounts.userFrozen(o.userId), amount: amount.negate() },
      { account: LedgerAccounts.system('chain:hot_wallet'), amount: arrival },
    ];
    if (fee.isPositive()) entries.push({ account: LedgerAccounts.system('platform:fees'), amount: fee });
    const transfer = await this.ledger.post({
      idempotencyKey: withdrawKey(o.orderNo, 'settle'),
      kind: 'withdraw.settle',
      entries,
      metadata: {
        orderNo: o.orderNo,
        chain: o.chain,
        txHash: o.txHash,
        blockNumber: blockNumber.toString(),
        ...(o.paidBy ? { paidBy: o.paidBy } : {}),
      },
    });
    await this.orders.markSucceeded(o.id, transfer.id, confirmations, blockNumber);
    await this.notifications.notifyUser(o.userId, 'withdraw.sent', {
      amount: arrival.format(),
      network: o.blockchainName,
      address: o.toAddress,
      txHash: o.txHash ?? '',
    });
    this.log.log(`withdrawal ${o.orderNo} settled: ${arrival.format()} ${o.coin} sent in ${o.txHash}, fee ${fee.format()}`);
    return true;
  }

  /** The transfer is final and reverted: the whole amount goes back to the user (`withdraw:<no>:unfreeze`); state failed. */
  @Transactional()
  async fail(orderId: string, code: string, blockNumber: bigint | null): Promise<boolean> {
    const o = await this.orders.lockById(orderId);
    if (!o || (o.state !== 'broadcasting' && o.state !== 'confirming')) return false;
    const transfer = await unfreezeWithdrawal(this.ledger, o, { reason: 'payout-failed', txHash: o.txHash });
    await this.orders.markFailed(o.id, transfer.id, code, blockNumber);
    this.log.warn(
      `withdrawal ${o.orderNo} failed on chain (${o.txHash}); ${Money.ofMinorString(o.amount).format()} ${o.coin} returned to the user`,
    );
    return true;
  }
}
