import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  ChangePasswordParams,
  ChangeSafewordParams,
  HeartbeatParams,
  LoginParams,
  LogoffParams,
  RefreshAvatarParams,
  RegisterParams,
  RegisterWithCodeParams,
  SendCodeParams,
  SetSafewordParams,
  type SessionData,
  type UserInfoData,
} from '@mall/contracts';
import { AccountService, SafewordService, VerificationService } from '../../modules/user';
import { normalizeEmail, normalizePhone } from '../../modules/user/domain/identifiers';
import { AppError } from '../../core/errors/app-error';
import { Action, ActionReply, type ActionContext, type RateRule } from '../action.decorator';

const MINUTE = 60_000;
const loginRate = (c: { RATE_LIMIT_LOGIN_PER_MIN: number }): RateRule[] => [
  { by: 'ip', limit: c.RATE_LIMIT_LOGIN_PER_MIN, windowMs: MINUTE },
];
const registerRate = (c: { RATE_LIMIT_REGISTER_PER_HOUR: number }): RateRule[] => [
  { by: 'ip', limit: c.RATE_LIMIT_REGISTER_PER_HOUR, windowMs: 60 * MINUTE },
];
const secretChangeRate: RateRule[] = [{ by: 'user', limit: 10, windowMs: 10 * MINUTE }];

/** Session, user and security calls (contract §4.1). Thin: parse → service → map. */
@Injectable()
export class UserActions {
  constructor(
    private readonly accounts: AccountService,
    private readonly verification: VerificationService,
    private readonly safewords: SafewordService,
  ) {}

  @Action('localuser!registerNoVerifcode', { auth: 'none', params: RegisterParams, rateLimit: registerRate })
  register(ctx: ActionContext<z.infer<typeof RegisterParams>>): Promise<SessionData> {
    const p = ctx.params;
    return this.accounts.register(
      {
        username: p.username,
        password: p.password,
        confirm: p.re_password ?? p.confirmPassword,
        type: Number(p.type) as 1 | 2,
        agentCode: p.agentCode,
      },
      ctx.ip,
    );
  }

  @Action('localuser!registerWithVerifcode', { auth: 'none', params: RegisterWithCodeParams, rateLimit: registerRate })
  registerWithCode(ctx: ActionContext<z.infer<typeof RegisterWithCodeParams>>): Promise<SessionData> {
    const p = ctx.params;
    return this.accounts.register(
      {
        username: p.username,
        password: p.password,
        confirm: p.re_password ?? p.confirmPassword,
        type: Number(p.type) as 1 | 2,
        agentCode: p.agentCode,
        verifcode: p.verifcode,
      },
      ctx.ip,
    );
  }

  /** Send a registration code to an e-mail address (or a phone, when an SMS transport is configured). */
  @Action('jscode!execute', {
    auth: 'optional',
    params: SendCodeParams,
    rateLimit: [{ by: 'ip', limit: 10, windowMs: 60 * MINUTE }],
  })
  async sendCode(ctx: ActionContext<z.infer<typeof SendCodeParams>>): Promise<null> {
    const t = ctx.params.target;
    const email = t.includes('@') ? normalizeEmail(t) : null;
    const id = email ?? normalizePhone(t);
    if (!id.ok) throw new AppError(id.code);
    await this.verification.send(email ? 'email' : 'sms', id.value, 'register', ctx.lang);
    return null;
  }

  @Action('user!newlogin', { auth: 'none', params: LoginParams, rateLimit: loginRate })
  login(ctx: ActionContext<z.infer<typeof LoginParams>>): Promise<SessionData> {
    return this.accounts.login(ctx.params, ctx.ip, { device: ctx.device, lang: ctx.lang, origin: ctx.linkOrigin });
  }

  @Action('user!logout', { auth: 'optional' })
  async logout(ctx: ActionContext): Promise<null> {
    if (ctx.actor) await this.accounts.logout(ctx.actor);
    return null;
  }

  @Action('localuser!get', { auth: 'required' })
  get(ctx: ActionContext): Promise<UserInfoData> {
    return this.accounts.info(ctx.actor!);
  }

  @Action('localuser!refreshAvatar', { auth: 'required', params: RefreshAvatarParams })
  async refreshAvatar(ctx: ActionContext<z.infer<typeof RefreshAvatarParams>>): Promise<null> {
    await this.accounts.setAvatar(ctx.actor!, ctx.params.idx);
    return null;
  }

  /** Legacy oddity kept: an invalid token answers plain success and does nothing. */
  @Action('user!heartbeat', { auth: 'optional', params: HeartbeatParams })
  async heartbeat(ctx: ActionContext<z.infer<typeof HeartbeatParams>>): Promise<null> {
    if (ctx.actor) await this.accounts.heartbeat(ctx.actor, ctx.params.status);
    return null;
  }

  @Action('user!updateOldAndNewPsw', { auth: 'required', params: ChangePasswordParams, rateLimit: secretChangeRate })
  async changePassword(ctx: ActionContext<z.infer<typeof ChangePasswordParams>>): Promise<null> {
    const p = ctx.params;
    await this.accounts.changePassword(ctx.actor!, p.old_password, p.password, p.re_password);
    return null;
  }

  @Action('user!setSafewordReg', { auth: 'required', params: SetSafewordParams, rateLimit: secretChangeRate })
  async setSafeword(ctx: ActionContext<z.infer<typeof SetSafewordParams>>): Promise<null> {
    await this.accounts.setSafeword(ctx.actor!, ctx.params.safeword, ctx.params.re_safeword);
    return null;
  }

  @Action('user!updateOldAndNewSafeword', { auth: 'required', params: ChangeSafewordParams, rateLimit: secretChangeRate })
  async changeSafeword(ctx: ActionContext<z.infer<typeof ChangeSafewordParams>>): Promise<null> {
    const p = ctx.params;
    await this.accounts.changeSafeword(ctx.actor!, p.old_safeword, p.safeword, p.re_safeword);
    return null;
  }

  @Action('user!logoff', { auth: 'required', params: LogoffParams, rateLimit: secretChangeRate })
  async logoff(ctx: ActionContext<z.infer<typeof LogoffParams>>): Promise<ActionReply<null>> {
    await this.accounts.logoff(ctx.actor!, ctx.params);
    return new ActionReply(null, 'LOGOFF_SUCCESS');
  }

  /**
   * `user!check-safeword` (old mobile client, before the pay keypad opens): with `safeword`, checks it
   * by `SafewordService.verify` (the one fund-password check: same counter and 24 h lock as every money
   * action) and answers `{safeword: 1}`; without it, answers whether one is set (`{safeword: 0|1}`).
   */
  @Action('user!check-safeword', {
    auth: 'required',
    params: z.object({ safeword: z.string().max(64, 'COMMON_PARAM_TOO_LONG').optional() }),
    rateLimit: [{ by: 'user', limit: 30, windowMs: 10 * MINUTE }],
  })
  async checkSafeword(ctx: ActionContext<{ safeword?: string }>): Promise<{ safeword: 0 | 1 }> {
    if (ctx.params.safeword === undefined) return { safeword: (await this.accounts.info(ctx.actor!)).safeword ? 1 : 0 };
    await this.safewords.verify(ctx.actor!.userId, ctx.params.safeword);
    return { safeword: 1 };
  }

  @Action('localuser!bindPhone', {
    auth: 'required',
    params: z.object({
      phone: z.string().optional(),
      target: z.string().optional(),
      password: z.string({ error: 'AUTH_PASSWORD_REQUIRED' }).min(1, 'AUTH_PASSWORD_REQUIRED').max(256),
    }),
    rateLimit: secretChangeRate,
  })
  async bindPhone(ctx: ActionContext<{ phone?: string; target?: string; password: string }>): Promise<null> {
    await this.accounts.bindPhone(ctx.actor!, ctx.params.phone ?? ctx.params.target ?? '', ctx.params.password);
    return null;
  }
}
