import { Module } from '@nestjs/common';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { ChainModule } from '../chain';
import { LedgerModule } from '../ledger';
import { WithdrawModule } from '../withdraw';
import { AdminAuthService } from './admin-auth.service';
import { AdminConfigService } from './admin-config.service';
import { AdminOperationsService } from './admin-operations.service';
import { AdminRepository } from './admin.repository';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { AdminAuthController } from './http/admin-auth.controller';
import { AdminConfigController } from './http/admin-config.controller';
import { AdminAuthGuard } from './http/admin-auth.guard';
import { AdminController } from './http/admin.controller';

/** The operator side: accounts, sessions, role-guarded REST `/v1/admin`, the append-only audit log. */
@Module({
  imports: [LedgerModule, ChainModule, WithdrawModule],
  controllers: [AdminAuthController, AdminController, AdminConfigController],
  providers: [
    PasswordHasher,
    AdminRepository,
    AuditRepository,
    AuditService,
    AdminAuthService,
    AdminOperationsService,
    AdminConfigService,
    AdminAuthGuard,
  ],
  exports: [AdminAuthService, AdminOperationsService, AuditService],
})
export class AdminModule {}
