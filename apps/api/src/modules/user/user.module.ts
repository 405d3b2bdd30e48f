import { Module } from '@nestjs/common';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { BalanceLogoffCheck, LedgerModule } from '../ledger';
import { ChainModule, PendingDepositLogoffCheck } from '../chain';
import { NotificationModule } from '../notification';
// The leaf module file itself, not the index: WithdrawModule imports UserModule (fund password).
import { LoanLogoffModule } from '../loan/loan-logoff.module';
import { OpenLoanLogoffCheck } from '../loan/loan.logoff-check';
import { OrderLogoffModule } from '../order/order-logoff.module';
import { OpenOrderLogoffCheck } from '../order/order.logoff-check';
import { WithdrawLogoffModule } from '../withdraw/withdraw-logoff.module';
import { PendingWithdrawalLogoffCheck } from '../withdraw/withdraw.logoff-check';
import { SysparaModule } from '../syspara';
import { AccountService } from './account.service';
import { PasswordResetService } from './password-reset.service';
import { AttemptRepository } from './attempt.repository';
import { LoginGuard } from './login-guard';
import { AccountLinksController } from './http/account-links.controller';
import { SafewordService } from './safeword.service';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';
import { VerificationCodeRepository } from './verification-code.repository';
import { VerificationService } from './verification.service';
import { UserHousekeeping } from './user.housekeeping';
import { LOGOFF_CHECKS, type LogoffCheck } from './logoff-checks';

@Module({
  // The ledger is a leaf module (no imports back), so depending on it cannot form a cycle; the chain
  // module never imports UserModule either.
  imports: [SysparaModule, NotificationModule, LedgerModule, ChainModule, WithdrawLogoffModule, LoanLogoffModule, OrderLogoffModule],
  controllers: [AccountLinksController],
  providers: [
    PasswordHasher,
    UserRepository,
    SessionRepository,
    AttemptRepository,
    LoginGuard,
    VerificationCodeRepository,
    SessionService,
    SafewordService,
    VerificationService,
    AccountService,
    PasswordResetService,
    UserHousekeeping,
    // Cancellation asks each of these; add a module's check here (its module must not import UserModule).
    // An unfinished withdrawal is asked first: its frozen money would otherwise answer "balance remains".
    {
      provide: LOGOFF_CHECKS,
      useFactory: (...checks: LogoffCheck[]) => checks,
      inject: [PendingWithdrawalLogoffCheck, BalanceLogoffCheck, PendingDepositLogoffCheck, OpenLoanLogoffCheck, OpenOrderLogoffCheck],
    },
  ],
  exports: [AccountService, PasswordResetService, SessionService, SafewordService, VerificationService, LoginGuard],
})
export class UserModule {}
