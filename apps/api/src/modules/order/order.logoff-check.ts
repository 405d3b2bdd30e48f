import { Injectable } from '@nestjs/common';
import type { ErrorCode } from '../../core/i18n/error-codes';
import { OrderRepository } from './order.repository';

/**
 * Account cancellation is refused while the buyer has orders in progress: paid and not yet received,
 * or with a refund request open (their money is in escrow and the buyer may still have to act).
 */
@Injectable()
export class OpenOrderLogoffCheck {
  constructor(private readonly orders: OrderRepository) {}

  async blockReason(userId: string): Promise<ErrorCode | null> {
    return (await this.orders.hasOrdersInProgress(userId)) ? 'LOGOFF_OPEN_ORDERS' : null;
  }
}
