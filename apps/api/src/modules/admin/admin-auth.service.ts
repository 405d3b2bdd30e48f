import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { hashToken, looksLikeToken, newSessionToken } from '../../core/auth/session-token';
import { TransactionHost } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { RateLimiter } from '../../core/http/rate-limiter';
import { BrandService } from '../brand';
import { failedLogin, LoginGuard, loginResult, type LoginOutcome } from '../user';
import { AdminRepository, type AdminUserRow } from './admin.repository';
import { AuditService } from '../audit';
import { operatorPasswordProblem, type OperatorPasswordProblem } from './domain/operator-password';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
import { isAdminRole, OperatorSessions, type AdminRole, type Operator } from '../../core/auth/operator';
import { ADMIN_PASSWORD_MAX, ADMIN_USERNAME } from './domain/admin-account';

export interface AdminView {
  id: string;
  username: string;
  roles: AdminRole[];
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  /**
   * true (a password someone else chose: generated for the first operator, set by the superadmin who
   * created the account): the console shows the change form; every other call answers
   * ADMIN_PASSWORD_CHANGE_REQUIRED (403).
   */
  mustChangePassword: boolean;
}

export interface AdminLogin {
  token: string;
  expiresAt: Date;
  admin: AdminView;
}

/**
 * Operator accounts and sessions. Passwords are argon2id; bearer tokens are 32 random bytes of which
 * only the SHA-256 is stored. Login has the users' lockout (3 wrong → 3 minutes, then a wrong one →
 * until tomorrow, per username, known or not, with equal cost) plus a per-IP rate limit. The first
 * operator is created at start-up when there is none: `ADMIN_USERNAME` / `ADMIN_PASSWORD`, or a
 * random password printed once to the log. Passwords follow the operators' rule (12–128 characters,
 * zxcvbn-ts score 4 against the username and the brands); one chosen by someone else — generated,
 * a weak `ADMIN_PASSWORD`, or set by the superadmin who created the account — must be changed at
 * the first sign-in.
 */
@Injectable()
export class AdminAuthService implements OnApplicationBootstrap, OperatorSessions {
  private readonly log = new Logger('Admin');

  constructor(
    private readonly repo: AdminRepository,
    private readonly audit: AuditService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly txHost: TransactionHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly guard: LoginGuard,
    private readonly brands: BrandService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedFirstAdmin();
  }

  /** Create the first operator (superadmin) unless one exists. Answers whether it did. */
  async seedFirstAdmin(): Promise<boolean> {
    if (await this.repo.any()) return false;
    const given = this.config.ADMIN_PASSWORD;
    const password = given ?? randomBytes(18).toString('base64url');
    const passwordHash = await this.hasher.hash(password);
    const username = this.config.ADMIN_USERNAME;
    // A random password was printed to the log, a weak one sits in the environment: either must be
    // changed at the first sign-in.
    const weakGiven = given !== undefined && (await this.passwordProblem(username, given)) !== null;
    const created = await this.txHost.withTransaction(async () => {
      await this.repo.lockSeeding();
      if (await this.repo.any()) return null;
      const row = await this.repo.insert({
        username,
        passwordHash,
        roles: ['superadmin'],
        createdBy: null,
        mustChangePassword: !given || weakGiven,
      });
      if (row)
        await this.audit.record({ adminId: row.id, action: 'admin.seed', target: row.username, ip: '', details: { roles: row.roles } });
      return row;
    });
    if (!created) return false;
    if (weakGiven)
      this.log.warn(
        `created the first operator "${username}" (superadmin) from ADMIN_USERNAME / ADMIN_PASSWORD; that password is too easy to guess: it must be changed at the first sign-in`,
      );
    else if (given) this.log.log(`created the first operator "${username}" (superadmin) from ADMIN_USERNAME / ADMIN_PASSWORD`);
    // Printed once: the account exists from now on and this branch never runs again.
    else
      this.log.warn(
        `created the first operator "${username}" (superadmin) with password: ${password}  (shown only once; it must be changed at the first sign-in)`,
      );
    return true;
  }

  /**
   * Operator sign-in. Wrong passwords are counted per (operator, client) — `device` is the console's
   * device cookie — with a daily ceiling per operator (`LoginGuard`); a superadmin lifts a lock.
   */
  async login(usernameRaw: string, password: string, ip: string, device?: string): Promise<AdminLogin> {
    if (!(await this.limiter.hit(`admin-login:ip:${ip}`, this.config.RATE_LIMIT_ADMIN_LOGIN_PER_MIN, 60_000)))
      throw new AppError('COMMON_TOO_FREQUENT');
    const username = usernameRaw.trim().toLowerCase().slice(0, 64);
    const outcome = await this.txHost.withTransaction(async (): Promise<LoginOutcome<AdminLogin>> => {
      const now = new Date();
      const admin = ADMIN_USERNAME.test(username) ? await this.repo.findByUsername(username) : null;
      // An unknown name is counted and locked the same way (no enumeration).
      const account = admin ? `admin:${admin.id}` : `admin-name:${username}`;
      const client = { ip, device };
      const gate = await this.guard.gate(account, client, now);
      if (gate.verdict.locked) {
        await this.audit.record({ adminId: admin?.id ?? null, action: 'admin.login_locked', target: username, ip });
        return failedLogin(gate.verdict);
      }
      const good =
        admin && password.length <= ADMIN_PASSWORD_MAX
          ? await this.hasher.verify(admin.passwordHash, password)
          : (await this.hasher.burn(password.slice(0, ADMIN_PASSWORD_MAX)), false);
      if (!admin || !good) {
        // Operators have no e-mail here: a lock is in the audit log, and a superadmin lifts it.
        const verdict = await this.guard.failed(account, gate, now, null);
        await this.audit.record({
          adminId: admin?.id ?? null,
          action: 'admin.login_failed',
          target: username,
          ip,
          details: verdict.locked ? { locked: verdict.kind } : undefined,
        });
        return failedLogin(verdict);
      }
      await this.guard.succeeded(account, gate, client);
      if (admin.disabled) return { kind: 'disabled' as const };
      const token = newSessionToken();
      const expiresAt = new Date(now.getTime() + this.config.ADMIN_SESSION_TTL_HOURS * 3600_000);
      const sessionId = await this.repo.insertSession(admin.id, hashToken(token), ip, expiresAt);
      await this.repo.touchLogin(admin.id);
      await this.audit.record({ adminId: admin.id, action: 'admin.login', target: admin.username, ip, details: { sessionId } });
      return { kind: 'ok' as const, data: { token, expiresAt, admin: toView(admin) } };
    });
    return loginResult(outcome);
  }

  /** The operator behind a bearer token, or null (unknown, revoked, expired, or a disabled operator). */
  async resolve(token: string | undefined, ip: string): Promise<Operator | null> {
    if (!token || !looksLikeToken(token)) return null;
    const s = await this.repo.findLiveSession(hashToken(token));
    return s
      ? { id: s.adminId, username: s.username, roles: s.roles, sessionId: s.sessionId, ip, mustChangePassword: s.mustChangePassword }
      : null;
  }

  /** Change one's own password (the old one required); clears the change-at-first-login flag. */
  async changePassword(op: Operator, oldPassword: string, newPassword: string): Promise<void> {
    await this.assertPassword(op.username, newPassword);
    if (newPassword === oldPassword) throw new AppError('ADMIN_PASSWORD_SAME');
    const admin = await this.repo.findById(op.id);
    if (!admin || oldPassword.length > ADMIN_PASSWORD_MAX || !(await this.hasher.verify(admin.passwordHash, oldPassword)))
      throw new AppError('AUTH_OLD_PASSWORD_WRONG');
    const hash = await this.hasher.hash(newPassword);
    await this.txHost.withTransaction(async () => {
      await this.repo.setPassword(op.id, hash, op.sessionId);
      await this.audit.byOperator(op, 'admin.password_change', op.username);
    });
  }

  /** Lift every sign-in lock of a buyer (any operator role but none; audited). */
  async unlockUser(op: Operator, userId: string): Promise<{ unlocked: boolean }> {
    return this.txHost.withTransaction(async () => {
      if (!UUID.test(userId) || !(await this.repo.userExists(userId))) throw new AppError('COMMON_NOT_FOUND');
      const unlocked = await this.guard.unlock(`user:${userId}`);
      await this.audit.byOperator(op, 'user.unlock', userId, { unlocked });
      return { unlocked };
    });
  }

  /** Lift every sign-in lock of an operator (superadmin; audited). */
  async unlockOperator(op: Operator, adminId: string): Promise<{ unlocked: boolean }> {
    return this.txHost.withTransaction(async () => {
      const target = UUID.test(adminId) ? await this.repo.findById(adminId) : null;
      if (!target) throw new AppError('ADMIN_NOT_FOUND');
      const unlocked = await this.guard.unlock(`admin:${adminId}`);
      await this.audit.byOperator(op, 'admin.unlock', target.username, { unlocked });
      return { unlocked };
    });
  }

  async logout(op: Operator): Promise<void> {
    await this.txHost.withTransaction(async () => {
      await this.repo.revokeSession(op.sessionId);
      await this.audit.byOperator(op, 'admin.logout', op.username);
    });
  }

  async list(): Promise<AdminView[]> {
    return (await this.repo.list()).map(toView);
  }

  /**
   * A new operator (superadmin only, checked by the route). The superadmin knows the password it
   * chose: the new operator must change it at the first sign-in.
   */
  async create(op: Operator, input: { username: string; password: string; roles: string[] }): Promise<AdminView> {
    const username = input.username.trim().toLowerCase();
    if (!ADMIN_USERNAME.test(username)) throw new AppError('ADMIN_USERNAME_INVALID');
    await this.assertPassword(username, input.password);
    const roles = [...new Set(input.roles)];
    if (roles.length === 0 || !roles.every(isAdminRole)) throw new AppError('ADMIN_ROLES_INVALID');
    const passwordHash = await this.hasher.hash(input.password);
    return this.txHost.withTransaction(async () => {
      const row = await this.repo.insert({ username, passwordHash, roles, createdBy: op.id, mustChangePassword: true });
      if (!row) throw new AppError('AUTH_USERNAME_TAKEN');
      await this.audit.byOperator(op, 'admin.create', row.username, { id: row.id, roles });
      return toView(row);
    });
  }

  /** Disable (or re-enable) an operator; disabling revokes every session of theirs. */
  async setDisabled(op: Operator, id: string, disabled: boolean): Promise<AdminView> {
    if (id === op.id && disabled) throw new AppError('ADMIN_SELF_DISABLE');
    return this.txHost.withTransaction(async () => {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.repo.findById(id) : null;
      if (!row) throw new AppError('ADMIN_NOT_FOUND');
      await this.repo.setDisabled(id, disabled, op.id);
      if (disabled) await this.repo.revokeAll(id);
      await this.audit.byOperator(op, disabled ? 'admin.disable' : 'admin.enable', row.username);
      return { ...toView(row), disabled };
    });
  }

  /** The operators' password rule, judged against the username and every brand's words. */
  private async passwordProblem(username: string, password: string): Promise<OperatorPasswordProblem | null> {
    return operatorPasswordProblem(password, [username, ...(await this.brands.names())]);
  }

  private async assertPassword(username: string, password: string): Promise<void> {
    const problem = await this.passwordProblem(username, password);
    if (problem) throw new AppError(problem);
  }
}

function toView(a: AdminUserRow): AdminView {
  return {
    id: a.id,
    username: a.username,
    roles: a.roles,
    disabled: a.disabled,
    createdAt: a.createdAt,
    lastLoginAt: a.lastLoginAt,
    mustChangePassword: a.mustChangePassword,
  };
}
