import { Injectable } from '@nestjs/common';
import { AsLogoffCheck, type LogoffCheck } from '../../core/auth/logoff-check';
import type { ErrorCode } from '../../core/i18n/error-codes';
import { WithdrawOrderRepository } from './withdraw-order.repository';

/**
 * Account cancellation is refused while a withdrawal is unfinished (pending review, approved, or on
 * its way on chain). Holds the user's withdrawal lock to the end of the cancellation's transaction,
 * so no application slips in between.
 */
@Injectable()
// Asked first: the withdrawal's frozen money would otherwise answer "balance remains".
@AsLogoffCheck({ order: 10 })
export class PendingWithdrawalLogoffCheck implements LogoffCheck {
  constructor(private readonly orders: WithdrawOrderRepository) {}

  async blockReason(userId: string): Promise<ErrorCode | null> {
    await this.orders.lockUser(userId);
    return (await this.orders.hasOpen(userId)) ? 'LOGOFF_PENDING_WITHDRAWAL' : null;
  }
}
