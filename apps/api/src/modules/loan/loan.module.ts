import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { AuditModule } from '../audit';
import { LedgerModule } from '../ledger';
import { NotificationModule } from '../notification';
import { UploadModule } from '../upload';
import { UserModule } from '../user';
import { LoanAdminController } from './http/loan-admin.controller';
import { IdPhotoStore } from './id-photo.store';
import { LoanDueReminderProcessor } from './jobs/due-reminder.processor';
import { LoanOverdueProcessor } from './jobs/overdue.processor';
import { LoanAdminService } from './loan-admin.service';
import { OpenLoanLogoffCheck } from './loan.logoff-check';
import { LoanRepository } from './loan.repository';
import { LoanReviewService } from './loan-review.service';
import { LoanService } from './loan.service';

/** Small-business loans: applications with private ID photos, operator review, disbursement, interest, overdue, repayment. */
@Module({
  imports: [LedgerModule, UserModule, UploadModule, NotificationModule, AdminModule, AuditModule],
  controllers: [LoanAdminController],
  providers: [
    LoanRepository,
    IdPhotoStore,
    LoanService,
    LoanReviewService,
    LoanAdminService,
    LoanOverdueProcessor,
    LoanDueReminderProcessor,
    OpenLoanLogoffCheck,
  ],
  exports: [LoanService, LoanReviewService, LoanOverdueProcessor, LoanDueReminderProcessor],
})
export class LoanModule {}
