import { Injectable } from '@nestjs/common';
import { AsLogoffCheck, type LogoffCheck } from '../../core/auth/logoff-check';
import type { ErrorCode } from '../../core/i18n/error-codes';
import { OrderRepository } from './order.repository';

/**
 * Account cancellation is refused while the buyer has orders in progress: paid and not yet received,
 * or with a refund request open (their money is in escrow and the buyer may still have to act).
 */
@Injectable()
@AsLogoffCheck({ order: 50 })
export class OpenOrderLogoffCheck implements LogoffCheck {
  constructor(private readonly orders: OrderRepository) {}

  async blockReason(userId: string): Promise<ErrorCode | null> {
    return (await this.orders.hasOrdersInProgress(userId)) ? 'LOGOFF_OPEN_ORDERS' : null;
  }
}
