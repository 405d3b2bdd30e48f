export { LedgerModule } from './ledger.module';
export {
  LedgerService,
  type LedgerTransfer,
  type LedgerTransferEntry,
  type StatementLine,
  type StatementPage,
  type UserBalances,
} from './ledger.service';
export { LedgerReconciler, type ReconcileCheck, type ReconcileReport } from './ledger.reconciler';
export { LEDGER_RECONCILE_JOB } from './jobs/reconcile.processor';
export { LedgerAccounts, SYSTEM_ACCOUNTS, describeAccount, type AccountSpec, type SystemAccountCode } from './domain/account-codes';
export { kindFilterOf, type StatementDescription } from './domain/statement-entry';
export type { StatementFilter } from './ledger.repository';
export { LedgerPostingError, type PostingLeg, type PostingRequest } from './domain/posting';
