import { Injectable } from '@nestjs/common';
import { AsLogoffCheck, type LogoffCheck } from '../../core/auth/logoff-check';
import type { ErrorCode } from '../../core/i18n/error-codes';
import { LedgerService } from './ledger.service';

/**
 * Account cancellation is refused while the user holds any money (spendable or frozen). The balances
 * stay share-locked to the end of the cancellation's transaction, so no posting slips in between.
 */
@Injectable()
@AsLogoffCheck({ order: 20 })
export class BalanceLogoffCheck implements LogoffCheck {
  constructor(private readonly ledger: LedgerService) {}

  async blockReason(userId: string): Promise<ErrorCode | null> {
    const b = await this.ledger.userBalances(userId, { lock: true });
    return b.available.isZero() && b.frozen.isZero() ? null : 'LOGOFF_BALANCE_REMAINS';
  }
}
