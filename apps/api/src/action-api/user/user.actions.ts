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
  ResetPasswordParams,
  ResetSafewordParams,
  SendCodeParams,
  SendResetCodeParams,
  SetSafewordParams,
  type SessionData,
  type UserInfoData,
} from '@mall/contracts';
import {
  AccountService,
  PasswordResetService,
  SafewordService,
  VerificationService,
  normalizeEmail,
  normalizePhone,
} from '../../modules/user';
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
/** Forgot password, per IP (each address is limited again by the codes: a minute apart, 5 an hour, 5 tries each). */
const resetCodeRate: RateRule[] = [{ by: 'ip', limit: 10, windowMs: 60 * MINUTE }];
const resetTryRate: RateRule[] = [{ by: 'ip', limit: 20, windowMs: 60 * MINUTE }];

/** Session, user and security calls (contract §4.1). Thin: parse → service → map. */
@Injectable()
export class UserActions {
  constructor(
    private readonly accounts: AccountService,
    private readonly verification: VerificationService,
    private readonly safewords: SafewordService,
    private readonly resets: PasswordResetService,
  ) {}

  @Action('localuser!registerNoVerifcode', { auth: 'none', params: RegisterParams, rateLimit: registerRate })
  register(ctx: ActionContext<z.infer<typeof RegisterParams>>): Promise<SessionData> {
    return this.accounts.register(registration(ctx.params, ctx.lang), ctx.ip);
  }

  @Action('localuser!registerWithVerifcode', { auth: 'none', params: RegisterWithCodeParams, rateLimit: registerRate })
  registerWithCode(ctx: ActionContext<z.infer<typeof RegisterWithCodeParams>>): Promise<SessionData> {
    return this.accounts.register({ ...registration(ctx.params, ctx.lang), verifcode: ctx.params.verifcode }, ctx.ip);
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

  /**
   * Forgot password (our own calls; the contract has none), step 1: e-mails a code to the account
   * using `target`. The answer is the same whether or not one does.
   */
  @Action('user!sendResetCode', { auth: 'none', params: SendResetCodeParams, rateLimit: resetCodeRate })
  async sendResetCode(ctx: ActionContext<z.infer<typeof SendResetCodeParams>>): Promise<ActionReply<null>> {
    await this.resets.sendLoginResetCode(ctx.params.target, ctx.lang);
    return new ActionReply(null, 'PASSWORD_RESET_CODE_SENT');
  }

  /** Forgot password, step 2: `target`, `verifcode`, `password`, `re_password`. Every session is signed out. */
  @Action('user!resetPassword', { auth: 'none', params: ResetPasswordParams, rateLimit: resetTryRate })
  async resetPassword(ctx: ActionContext<z.infer<typeof ResetPasswordParams>>): Promise<ActionReply<null>> {
    const p = ctx.params;
    await this.resets.resetLoginPassword({ email: p.target, code: p.verifcode, password: p.password, confirm: p.re_password }, ctx.lang);
    return new ActionReply(null, 'PASSWORD_RESET_DONE');
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

  /** Forgot fund password, step 1: a code to the signed-in user's e-mail address. */
  @Action('user!sendSafewordResetCode', { auth: 'required', rateLimit: secretChangeRate })
  async sendSafewordResetCode(ctx: ActionContext): Promise<null> {
    await this.resets.sendSafewordResetCode(ctx.actor!, ctx.lang);
    return null;
  }

  /** Forgot fund password, step 2: `password` (login), `verifcode`, `safeword`, `re_safeword`. Withdrawals wait 24 h. */
  @Action('user!resetSafeword', { auth: 'required', params: ResetSafewordParams, rateLimit: secretChangeRate })
  async resetSafeword(ctx: ActionContext<z.infer<typeof ResetSafewordParams>>): Promise<ActionReply<null>> {
    const p = ctx.params;
    await this.resets.resetSafeword(
      ctx.actor!,
      { password: p.password, code: p.verifcode, safeword: p.safeword, confirm: p.re_safeword },
      ctx.lang,
    );
    return new ActionReply(null, 'SAFEWORD_RESET_DONE');
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

/** The account service's registration from either register call's parameters (the old clients send re_password or confirmPassword). */
function registration(p: z.infer<typeof RegisterParams>, lang: ActionContext['lang']) {
  return {
    username: p.username,
    password: p.password,
    confirm: p.re_password ?? p.confirmPassword,
    type: Number(p.type) as 1 | 2,
    agentCode: p.agentCode,
    lang,
  };
}
