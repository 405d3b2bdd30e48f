export { LoanModule } from './loan.module';
export { LoanService, keptPhotoRef, loanDisburseKey, loanRepayKey, type ApplyInput, type LoanProduct, type LoanView } from './loan.service';
export { LoanReviewService, type AdminLoan, type LoanApprovalOutcome, type LoanConfigInput } from './loan-review.service';
export { LoanOverdueProcessor, LOAN_OVERDUE_JOB } from './jobs/overdue.processor';
export { LoanDueReminderProcessor, LOAN_DUE_REMIND_JOB } from './jobs/due-reminder.processor';
export { LOAN_STATUS, STATUS_TEXT, type LoanStatus } from './domain/loan-state';
export { type TermsSummary, type LoanQuote } from './domain/loan-terms';
