import { Module } from '@nestjs/common';
import { AdminAuthGuard } from '../../core/auth/admin-auth.guard';
import { OperatorSessions } from '../../core/auth/operator';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { AuditModule } from '../audit';
import { BrandModule } from '../brand';
import { ChainModule } from '../chain';
import { LedgerModule } from '../ledger';
import { SysparaModule } from '../syspara';
import { UserModule } from '../user';
import { WithdrawModule } from '../withdraw';
import { AdminAuthService } from './admin-auth.service';
import { AdminConfigService } from './admin-config.service';
import { AdminOperationsService } from './admin-operations.service';
import { AdminRepository } from './admin.repository';
import { ApproverIndependenceService } from './approver-independence.service';
import { AdminAuthController } from './http/admin-auth.controller';
import { AdminConfigController } from './http/admin-config.controller';
import { AdminController } from './http/admin.controller';
import { MallSettingsController } from './http/mall-settings.controller';
import { MallSettingsService } from './mall-settings.service';

/** The operator side: accounts, sessions, role-guarded REST `/v1/admin`, the append-only audit log. */
@Module({
  imports: [AuditModule, LedgerModule, ChainModule, WithdrawModule, SysparaModule, UserModule, BrandModule],
  controllers: [AdminAuthController, AdminController, AdminConfigController, MallSettingsController],
  providers: [
    PasswordHasher,
    AdminRepository,
    ApproverIndependenceService,
    AdminAuthService,
    AdminOperationsService,
    AdminConfigService,
    MallSettingsService,
    AdminAuthGuard,
    // What AdminAuthGuard (core/auth) resolves an operator's session with, in every module importing this one.
    { provide: OperatorSessions, useExisting: AdminAuthService },
  ],
  exports: [AdminAuthService, AdminOperationsService, ApproverIndependenceService, OperatorSessions],
})
export class AdminModule {}
