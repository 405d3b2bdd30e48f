import { Injectable } from '@nestjs/common';
import { Money } from '@mall/money';
import { LedgerAccounts, LedgerService } from '../ledger';
import { NotificationService } from '../notification';
import { settlementSplit } from './domain/order-pricing';
import { LogState, type OrderActor } from './domain/order-state';
import { OrderRepository, type OrderRow } from './order.repository';
import { orderTotal } from './order-total';

/** Ledger key of an order's settlement (escrow → seller payable + platform fees). */
export const orderSettleKey = (orderId: string) => `order:${orderId}:settle`;

/**
 * Receipt of a shipped order (by the buyer or the auto-receipt job), inside the caller's
 * transaction with the order row locked: status 4, log 7, a seller notice, and the settlement
 * `order:<id>:settle`: escrow −T, seller payable +(T − C), platform fees +C, with C the commission
 * snapshotted at payment, rounded down.
 */
@Injectable()
export class OrderSettlement {
  constructor(
    private readonly repo: OrderRepository,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
  ) {}

  async receive(o: OrderRow, actor: OrderActor, now: Date): Promise<void> {
    await this.repo.markReceived(o.id, now);
    // What was refunded before settlement (after-sales, under this same row lock) is never paid out.
    const total = orderTotal(o) - (await this.repo.refundedOf(o.id));
    const split = settlementSplit(total, o.commissionBp ?? 0);
    if (total > 0n) {
      const entries = [
        { account: LedgerAccounts.system('escrow:orders'), amount: Money.ofMinor(-total) },
        ...(split.payout > 0n ? [{ account: LedgerAccounts.sellerPayable(o.sellerId), amount: Money.ofMinor(split.payout) }] : []),
        ...(split.commission > 0n ? [{ account: LedgerAccounts.system('platform:fees'), amount: Money.ofMinor(split.commission) }] : []),
      ];
      await this.ledger.post({
        idempotencyKey: orderSettleKey(o.id),
        kind: 'order.settle',
        entries,
        metadata: { orderId: o.id, sellerId: o.sellerId, commissionBp: o.commissionBp ?? 0 },
      });
    }
    await this.repo.addLogs([{ orderId: o.id, actor, state: LogState.Received, at: now }]);
    await this.repo.addNotices([{ sellerId: o.sellerId, kind: 'received', orderId: o.id, at: now }]);
    await this.notifications.notifyUser(o.userId, 'order.delivered', { orderNo: o.id });
  }
}
