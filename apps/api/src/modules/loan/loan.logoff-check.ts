import { Injectable } from '@nestjs/common';
import type { ErrorCode } from '../../core/i18n/error-codes';
import { LoanRepository } from './loan.repository';

/** Account cancellation is refused while a loan is under review, active or overdue (a `LOGOFF_CHECKS` provider). */
@Injectable()
export class OpenLoanLogoffCheck {
  constructor(private readonly loans: LoanRepository) {}

  async blockReason(userId: string): Promise<ErrorCode | null> {
    return (await this.loans.hasUnfinished(userId)) ? 'LOGOFF_OPEN_LOAN' : null;
  }
}
