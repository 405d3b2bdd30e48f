import { Module } from '@nestjs/common';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { NotificationModule } from '../notification';
import { SysparaModule } from '../syspara';
import { AccountService } from './account.service';
import { AttemptRepository } from './attempt.repository';
import { SafewordService } from './safeword.service';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';
import { VerificationCodeRepository } from './verification-code.repository';
import { VerificationService } from './verification.service';
import { UserHousekeeping } from './user.housekeeping';

@Module({
  imports: [SysparaModule, NotificationModule],
  providers: [
    PasswordHasher,
    UserRepository,
    SessionRepository,
    AttemptRepository,
    VerificationCodeRepository,
    SessionService,
    SafewordService,
    VerificationService,
    AccountService,
    UserHousekeeping,
  ],
  exports: [AccountService, SessionService, SafewordService, VerificationService],
})
export class UserModule {}
