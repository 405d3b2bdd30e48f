import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SessionData, UserInfoData } from '@mall/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import type { Actor } from '../../core/auth/actor';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { isCommonPassword } from '../../core/auth/common-passwords';
import { formatActionDate } from '../../core/http/action-date';
import { TransactionHost, Transactional, isUniqueViolation } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { NotificationService } from '../notification';
import { SysparaService } from '../syspara';
import { AttemptRepository } from './attempt.repository';
import { failedLogin, loginResult, type LoginOutcome } from './domain/lockout';
import { LoginGuard } from './login-guard';
import { normalizeEmail, normalizePhone, passwordLengthOk } from './domain/identifiers';
import type { UserEntity } from './entities/user.entity';
import { LogoffChecks } from './logoff-checks';
import { SafewordService } from './safeword.service';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';
import { VerificationService } from './verification.service';

export interface RegisterInput {
  username: string;
  password: string;
  confirm: string | undefined;
  type: 1 | 2;
  agentCode?: string;
  verifcode?: string;
  /** the language of the request (the user's e-mail is written in it) */
  lang?: string;
}

const NO_AGENT = '000000';

@Injectable()
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly attempts: AttemptRepository,
    private readonly sessions: SessionService,
    private readonly safewords: SafewordService,
    private readonly verification: VerificationService,
    private readonly hasher: PasswordHasher,
    private readonly syspara: SysparaService,
    private readonly txHost: TransactionHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logoffChecks: LogoffChecks,
    private readonly guard: LoginGuard,
    private readonly notifications: NotificationService,
  ) {}

  /** Registration by e-mail (type 2) or phone (type 1); logs the new user in. */
  async register(input: RegisterInput, ip: string): Promise<SessionData> {
    if (!passwordLengthOk(input.password)) throw new AppError('AUTH_PASSWORD_LENGTH');
    if (isCommonPassword(input.password)) throw new AppError('AUTH_PASSWORD_COMMON');
    if (!input.confirm) throw new AppError('AUTH_CONFIRM_REQUIRED');
    if (input.confirm !== input.password) throw new AppError('AUTH_PASSWORD_MISMATCH');
    const id = input.type === 2 ? normalizeEmail(input.username) : normalizePhone(input.username);
    if (!id.ok) throw new AppError(id.code);
    if (input.verifcode !== undefined) await this.verification.verify(id.value, 'register', input.verifcode);
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.createUser(id.value, input, passwordHash, ip);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(input.type === 2 ? 'AUTH_EMAIL_TAKEN' : 'AUTH_PHONE_TAKEN');
      throw e;
    }
  }

  @Transactional()
  private async createUser(name: string, input: RegisterInput, passwordHash: string, ip: string): Promise<SessionData> {
    const field = input.type === 2 ? 'email' : 'phone';
    if (await this.users.taken(field, name)) throw new AppError(input.type === 2 ? 'AUTH_EMAIL_TAKEN' : 'AUTH_PHONE_TAKEN');
    if (await this.users.taken('username', name)) throw new AppError('AUTH_USERNAME_TAKEN');
    const referrerId = await this.resolveReferrer(input.agentCode);
    const user = await this.users.insert({
      username: name,
      email: input.type === 2 ? name : null,
      phone: input.type === 1 ? name : null,
      registerType: input.type,
      usercode: await this.newUsercode(),
      avatar: randomInt(1, 20),
      passwordHash,
      status: 'active',
      role: 'member',
      referrerId,
      onlineStatus: 1,
      lastLoginAt: new Date(),
      lastLoginIp: ip,
      lang: input.lang ?? null,
    });
    await this.notifications.notifyUser(user.id, 'welcome', {});
    const token = await this.sessions.issue(user.id, ip);
    return { token, username: user.username, usercode: user.usercode };
  }

  private async resolveReferrer(code: string | undefined): Promise<string | null> {
    const c = code?.trim() ?? '';
    if (c === '' || c === NO_AGENT) {
      if (await this.syspara.getBool('register_need_usercode', false)) throw new AppError('AUTH_INVALID_INVITE_CODE');
      return null;
    }
    if (!/^\d{4,10}$/.test(c)) throw new AppError('AUTH_INVALID_INVITE_CODE');
    const referrer = await this.users.findByUsercode(c);
    if (!referrer) throw new AppError('AUTH_INVALID_INVITE_CODE');
    if (referrer.status !== 'active') throw new AppError('AUTH_REFERRER_NOT_ALLOWED');
    return referrer.id;
  }

  /** A unique public number in 4014140..99999999, as the clients know it. */
  private async newUsercode(): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const code = String(randomInt(4_014_140, 100_000_000));
      if (!(await this.users.findByUsercode(code))) return code;
    }
    throw new Error('could not allocate a usercode');
  }

  /**
   * Log in by username, e-mail or phone. Three wrong passwords in a row → 3-minute wait; a wrong one
   * after that → locked until tomorrow. Unknown accounts answer and cost exactly like wrong passwords.
   */
  /**
   * Sign in. Wrong passwords are counted per (account, client) with a daily ceiling per account
   * (`LoginGuard`): `client.device` is our web app's device cookie; `lang`/`origin` word the owner's
   * e-mail when a lock trips.
   */
  async login(
    input: { username: string; password: string; areaCode?: string },
    ip: string,
    client: { device?: string; lang?: string; origin?: string } = {},
  ): Promise<SessionData> {
    const username = input.username.trim();
    const email = username.includes('@') ? normalizeEmail(username) : null;
    const phone = normalizePhone(username, input.areaCode);
    const name = (email?.ok ? email.value : phone.ok ? phone.value : username).toLowerCase();
    const who = { ip, device: client.device };

    const outcome = await this.txHost.withTransaction(async (): Promise<LoginOutcome<SessionData>> => {
      const now = new Date();
      const user = await this.users.findForLogin({
        username,
        email: email?.ok ? email.value : undefined,
        phone: phone.ok ? phone.value : undefined,
      });
      // An unknown identifier is counted and locked the same way (no enumeration).
      const account = user ? `user:${user.id}` : `name:${name}`;
      const gate = await this.guard.gate(account, who, now);
      if (gate.verdict.locked) return failedLogin(gate.verdict);
      const good =
        user && passwordLengthOk(input.password)
          ? await this.hasher.verify(user.passwordHash, input.password)
          : (await this.hasher.burn(input.password), false);
      if (!user || !good) {
        const notify = user ? { email: user.email ?? null, lang: client.lang ?? 'en', origin: client.origin ?? '' } : null;
        return failedLogin(await this.guard.failed(account, gate, now, notify));
      }
      await this.guard.succeeded(account, gate, who);
      if (user.status !== 'active') return { kind: 'disabled' as const };
      await this.users.update(user.id, {
        lastLoginAt: now,
        lastLoginIp: ip,
        onlineStatus: 1,
        lastHeartbeatAt: now,
        ...(client.lang ? { lang: client.lang } : {}),
      });
      // A sign-in from a device not seen before (no known device cookie, another IP than the last sign-in's) is told to the owner.
      if (!gate.known && user.lastLoginIp !== ip)
        await this.notifications.notifyUser(user.id, 'login.new_device', { ip, time: now.toISOString() });
      const token = await this.sessions.issue(user.id, ip);
      return { kind: 'ok' as const, data: { token, username: user.username, usercode: user.usercode } };
    });
    return loginResult(outcome);
  }

  async logout(actor: Actor): Promise<void> {
    await this.sessions.revoke(actor.tokenId);
    await this.users.update(actor.userId, { onlineStatus: 3 });
  }

  async info(actor: Actor): Promise<UserInfoData> {
    const u = await this.mustFind(actor.userId);
    return toUserInfo(u, this.config.BUSINESS_TZ);
  }

  /** Change the login password; every other session of the user is signed out. */
  @Transactional()
  async changePassword(actor: Actor, oldPassword: string, password: string, confirm: string): Promise<void> {
    if (!passwordLengthOk(password)) throw new AppError('AUTH_PASSWORD_LENGTH');
    if (isCommonPassword(password)) throw new AppError('AUTH_PASSWORD_COMMON');
    if (password !== confirm) throw new AppError('AUTH_NEW_PASSWORD_MISMATCH');
    const u = await this.mustFind(actor.userId);
    if (!(await this.hasher.verify(u.passwordHash, oldPassword))) throw new AppError('AUTH_OLD_PASSWORD_WRONG');
    await this.users.update(u.id, { passwordHash: await this.hasher.hash(password) });
    await this.sessions.revokeAll(u.id, actor.tokenId);
  }

  /**
   * First fund password. Once one exists it can only be changed with the old one. The user's row is
   * locked first: of parallel first sets exactly one wins, the others find it set.
   */
  @Transactional()
  async setSafeword(actor: Actor, safeword: string, confirm: string | undefined): Promise<void> {
    SafewordService.assertAcceptable(safeword);
    if (confirm !== undefined && confirm !== safeword) throw new AppError('AUTH_NEW_PASSWORD_MISMATCH');
    const u = await this.mustFind(actor.userId, { lock: true });
    if (u.safewordHash) throw new AppError('SAFEWORD_ALREADY_SET');
    await this.safewords.set(u.id, safeword);
  }

  async changeSafeword(actor: Actor, oldSafeword: string, safeword: string, confirm: string): Promise<void> {
    SafewordService.assertAcceptable(safeword);
    if (safeword !== confirm) throw new AppError('AUTH_NEW_PASSWORD_MISMATCH');
    await this.safewords.verify(actor.userId, oldSafeword);
    await this.safewords.set(actor.userId, safeword);
  }

  /**
   * Cancel the account: the typed account must match, the fund password (when set) must be right,
   * and no module may object (balance, unfinished deposits or withdrawals…). Frees the identifiers.
   */
  async logoff(actor: Actor, input: { account: string; reason: string; cashPassword?: string }): Promise<void> {
    const u = await this.mustFind(actor.userId);
    if (input.account.trim().toLowerCase() !== u.username.toLowerCase()) throw new AppError('LOGOFF_ACCOUNT_MISMATCH');
    if (u.safewordHash) await this.safewords.verify(u.id, input.cashPassword);
    await this.txHost.withTransaction(async () => {
      for (const check of this.logoffChecks.all()) {
        const reason = await check.blockReason(u.id);
        if (reason) throw new AppError(reason);
      }
      const suffix = `:off:${Math.floor(Date.now() / 1000)}`;
      await this.users.update(u.id, {
        username: u.username + suffix,
        email: u.email && u.email + suffix,
        phone: u.phone && u.phone + suffix,
        status: 'cancelled',
        cancelReason: input.reason,
        cancelledAt: new Date(),
        onlineStatus: 3,
      });
      await this.sessions.revokeAll(u.id);
    });
  }

  /** Heartbeat: 1 online, 2 away, 3 offline (anything else counts as online). */
  async heartbeat(actor: Actor, status: string | undefined): Promise<void> {
    const s = status === '2' ? 2 : status === '3' ? 3 : 1;
    await this.users.update(actor.userId, { onlineStatus: s, lastHeartbeatAt: new Date() });
  }

  /** Bind (or change) the account's phone, confirmed with the login password. */
  @Transactional()
  async bindPhone(actor: Actor, rawPhone: string, password: string): Promise<void> {
    const phone = normalizePhone(rawPhone);
    if (!phone.ok) throw new AppError(phone.code);
    const u = await this.mustFind(actor.userId);
    if (!(await this.hasher.verify(u.passwordHash, password))) throw new AppError('AUTH_BAD_CREDENTIALS');
    if (u.phone === phone.value) return;
    if (await this.users.taken('phone', phone.value)) throw new AppError('AUTH_PHONE_TAKEN');
    await this.users.update(u.id, { phone: phone.value });
  }

  async setAvatar(actor: Actor, idx: number): Promise<void> {
    await this.users.update(actor.userId, { avatar: idx });
  }

  private async mustFind(id: string, opts: { lock?: boolean } = {}): Promise<UserEntity> {
    const u = await this.users.findById(id, opts);
    if (!u || u.status !== 'active') throw new AppError('AUTH_LOGIN_REQUIRED');
    return u;
  }
}

export function toUserInfo(u: UserEntity, tz: string): UserInfoData {
  return {
    username: u.username,
    usercode: u.usercode,
    avatar: String(u.avatar),
    safeword: u.safewordHash ? 1 : 0,
    userrole: 'MEMBER',
    roletype: '0',
    phone: u.phone ?? '',
    phoneverif: false,
    email: u.email ?? '',
    emailverif: false,
    googleverif: false,
    identityverif: false,
    advancedverif: false,
    lastlogintime: formatActionDate(u.lastLoginAt, tz),
    lastloginip: u.lastLoginIp ?? '',
    name: '',
    nationality: '',
    kyc_status: 0,
    kyc_high_level_status: 0,
    signPdfUrl: '',
    test: false,
    url: '',
    usercode_qr: '',
  };
}
