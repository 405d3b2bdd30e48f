import { Injectable } from '@nestjs/common';
import { AsLogoffCheck, type LogoffCheck } from '../../core/auth/logoff-check';
import type { ErrorCode } from '../../core/i18n/error-codes';
import { LoanRepository } from './loan.repository';

/** Account cancellation is refused while a loan is under review, active or overdue (an {@link AsLogoffCheck}). */
@Injectable()
@AsLogoffCheck({ order: 40 })
export class OpenLoanLogoffCheck implements LogoffCheck {
  constructor(private readonly loans: LoanRepository) {}

  async blockReason(userId: string): Promise<ErrorCode | null> {
    return (await this.loans.hasUnfinished(userId)) ? 'LOGOFF_OPEN_LOAN' : null;
  }
}
