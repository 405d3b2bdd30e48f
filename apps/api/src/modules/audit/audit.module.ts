import { Module } from '@nestjs/common';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/**
 * The append-only audit log on its own, depending on nothing: the admin module reads and writes it
 * for the operators, and modules below admin (withdrawals' chain watcher, refunds, loans) record
 * their decisions without importing the admin module, which imports some of them.
 */
@Module({ providers: [AuditRepository, AuditService], exports: [AuditService] })
export class AuditModule {}
