import { Injectable } from '@nestjs/common';
import { AsLogoffCheck, type LogoffCheck } from '../../core/auth/logoff-check';
import type { ErrorCode } from '../../core/i18n/error-codes';
import { ChainRepository } from './chain.repository';
import { RechargeOrderRepository } from './recharge-order.repository';

/**
 * Account cancellation is refused while a deposit is unfinished: a claim waiting for review, or a
 * transfer seen on chain and not yet final. Holds the user's claim lock to the end of the
 * cancellation's transaction, so no claim slips in between.
 */
@Injectable()
@AsLogoffCheck({ order: 30 })
export class PendingDepositLogoffCheck implements LogoffCheck {
  constructor(
    private readonly orders: RechargeOrderRepository,
    private readonly chain: ChainRepository,
  ) {}

  async blockReason(userId: string): Promise<ErrorCode | null> {
    await this.orders.lockUserClaims(userId);
    if (await this.orders.hasPending(userId)) return 'LOGOFF_PENDING_DEPOSIT';
    if (await this.chain.hasOpenDeposit(userId)) return 'LOGOFF_PENDING_DEPOSIT';
    return null;
  }
}
