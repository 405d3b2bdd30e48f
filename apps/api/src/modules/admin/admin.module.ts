import { Module } from '@nestjs/common';
import { PasswordHasher } from '../../core/auth/password-hasher';
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
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { AdminAuthController } from './http/admin-auth.controller';
import { AdminConfigController } from './http/admin-config.controller';
import { AdminAuthGuard } from './http/admin-auth.guard';
import { AdminController } from './http/admin.controller';
import { MallSettingsController } from './http/mall-settings.controller';
import { MallSettingsService } from './mall-settings.service';

/** The operator side: accounts, sessions, role-guarded REST `/v1/admin`, the append-only audit log. */
@Module({
  imports: [LedgerModule, ChainModule, WithdrawModule, SysparaModule, UserModule, BrandModule],
  controllers: [AdminAuthController, AdminController, AdminConfigController, MallSettingsController],
  providers: [
    PasswordHasher,
    AdminRepository,
    AuditRepository,
    AuditService,
    ApproverIndependenceService,
    AdminAuthService,
    AdminOperationsService,
    AdminConfigService,
    MallSettingsService,
    AdminAuthGuard,
  ],
  exports: [AdminAuthService, AdminOperationsService, AuditService, ApproverIndependenceService],
})
export class AdminModule {}
