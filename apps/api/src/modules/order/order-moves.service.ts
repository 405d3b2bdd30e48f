import { Injectable } from '@nestjs/common';
import { type LogStateCode, type OrderActor, TRANSITIONS } from './domain/order-state';
import { type NoticeKind, OrderRepository } from './order.repository';

/**
 * The order moves other modules ask for (issue 27: the order module is the only writer of `orders`,
 * `order_logs` and `seller_notices`). Callers run them inside their own transaction.
 */
@Injectable()
export class OrderMoves {
  constructor(private readonly repo: OrderRepository) {}

  /** received → reviewed, logged (the buyer's review, or the default good review by the system); false when not received. */
  async review(orderId: string, by: 'buyer' | 'system', at: Date): Promise<boolean> {
    const rule = by === 'buyer' ? TRANSITIONS.review : TRANSITIONS.defaultReview;
    if (!(await this.repo.markReviewed(orderId, at))) return false;
    await this.repo.addLogs([{ orderId, actor: rule.actor, state: rule.log, at }]);
    return true;
  }

  /** A return opened or decided (after-sales): its return status, and the order's status when that changes. */
  setReturn(orderId: string, p: { status?: number; returnStatus: number; at: Date }): Promise<void> {
    return this.repo.setReturn(orderId, p);
  }

  /** Micro-units refunded to the buyer, added to `orders.refunded` (the caller checked the total under the order's lock). */
  addRefunded(orderId: string, amount: bigint): Promise<void> {
    return this.repo.addRefunded(orderId, amount);
  }

  /** A row of the order's log. */
  log(orderId: string, actor: OrderActor, state: LogStateCode, at: Date, params: Record<string, string> = {}): Promise<void> {
    return this.repo.addLogs([{ orderId, actor, state, params, at }]);
  }

  /** A notice to the store about one of its orders. */
  noticeSeller(sellerId: string, kind: NoticeKind, orderId: string, at: Date): Promise<void> {
    return this.repo.addNotices([{ sellerId, kind, orderId, at }]);
  }
}
