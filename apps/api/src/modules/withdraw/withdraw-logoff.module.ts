import { Module } from '@nestjs/common';
import { WithdrawOrderRepository } from './withdraw-order.repository';
import { PendingWithdrawalLogoffCheck } from './withdraw.logoff-check';

/**
 * A leaf module (database only) so that UserModule can ask about unfinished withdrawals without
 * importing WithdrawModule, which itself needs UserModule's fund password check.
 */
@Module({
  providers: [WithdrawOrderRepository, PendingWithdrawalLogoffCheck],
  exports: [PendingWithdrawalLogoffCheck],
})
export class WithdrawLogoffModule {}
