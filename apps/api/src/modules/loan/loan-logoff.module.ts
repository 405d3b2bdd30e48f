import { Module } from '@nestjs/common';
import { OpenLoanLogoffCheck } from './loan.logoff-check';
import { LoanRepository } from './loan.repository';

/** A leaf module (database only) so that UserModule can ask about open loans without importing LoanModule. */
@Module({ providers: [LoanRepository, OpenLoanLogoffCheck], exports: [OpenLoanLogoffCheck] })
export class LoanLogoffModule {}
