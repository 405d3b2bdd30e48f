export { AuditModule } from './audit.module';
export { AuditService, type AuditPage, type AuditRecord } from './audit.service';
export type { AuditEntry } from './audit.repository';
