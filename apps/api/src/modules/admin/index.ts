export { AdminModule } from './admin.module';
export { AdminAuthService, type AdminLogin, type AdminView } from './admin-auth.service';
export { AdminOperationsService } from './admin-operations.service';
export { ApproverIndependenceService, type ApprovalIndependence } from './approver-independence.service';
export { ADMIN_ROLES, isAdminRole, mayAct, type AdminRole, type Operator } from '../../core/auth/operator';
export { setupOpenApi } from './http/openapi';
export { ErrorBody, PageSchema } from './http/admin.dto';
