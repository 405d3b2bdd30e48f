export { UserModule } from './user.module';
export { AccountService } from './account.service';
export { PasswordResetService } from './password-reset.service';
export { SessionService } from './session.service';
export { SafewordService } from './safeword.service';
export { LoginGuard, type LoginClient, type LoginGate } from './login-guard';
export { VerificationService } from './verification.service';
export { maskName, normalizeEmail, normalizePhone } from './domain/identifiers';
export {
  afterLoginFailure,
  checkLock,
  failedLogin,
  loginResult,
  type AttemptState,
  type LockVerdict,
  type LoginOutcome,
} from './domain/lockout';
