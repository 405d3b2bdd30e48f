export { AdminModule } from './admin.module';
export { AdminAuthService, type AdminLogin, type AdminView } from './admin-auth.service';
export { AdminOperationsService } from './admin-operations.service';
export { ApproverIndependenceService, type ApprovalIndependence } from './approver-independence.service';
export { AuditService, type AuditPage, type AuditRecord } from './audit.service';
export { ADMIN_ROLES, isAdminRole, mayAct, type AdminRole, type Operator } from './domain/roles';
export { setupOpenApi } from './http/openapi';
