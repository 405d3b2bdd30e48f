import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { NotificationModule } from '../notification';
import { SysparaModule } from '../syspara';
import { AccountService } from './account.service';
import { AttemptCounterEntity } from './entities/attempt-counter.entity';
import { AuthTokenEntity } from './entities/auth-token.entity';
import { UserEntity } from './entities/user.entity';
import { VerificationCodeEntity } from './entities/verification-code.entity';
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
import { LogoffChecks } from './logoff-checks';

@Module({
  // Cancellation's checks are not imported: each module that holds a user's money or business marks
  // its own check with AsLogoffCheck (core/auth/logoff-check.ts), and LogoffChecks discovers them.
  imports: [
    TypeOrmModule.forFeature([UserEntity, AuthTokenEntity, AttemptCounterEntity, VerificationCodeEntity]),
    SysparaModule,
    NotificationModule,
    DiscoveryModule,
  ],
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
    LogoffChecks,
  ],
  exports: [AccountService, PasswordResetService, SessionService, SafewordService, VerificationService, LoginGuard],
})
export class UserModule {}
