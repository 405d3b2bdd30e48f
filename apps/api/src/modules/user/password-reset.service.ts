import { Injectable } from '@nestjs/common';
import type { Actor } from '../../core/auth/actor';
import { isCommonPassword } from '../../core/auth/common-passwords';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { TransactionHost } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { NotificationService } from '../notification';
import { normalizeEmail, passwordLengthOk } from './domain/identifiers';
import type { UserEntity } from './entities/user.entity';
import { LoginGuard } from './login-guard';
import { SAFEWORD_RESET_HOLD_MS, SafewordService } from './safeword.service';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';
import { VerificationService } from './verification.service';

export interface LoginResetInput {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

export interface SafewordResetInput {
  password: string;
  code: string;
  safeword: string;
  confirm: string;
}

/**
 * Getting back in (issue 26) with a code e-mailed to the account's address (`VerificationService`:
 * single use, expiring, 5 tries, hashed, limited per address):
 * - a forgotten login password: the code is asked for by e-mail address and the answer is the same
 *   whether or not an account uses it; the reset signs out every session of the account, lifts its
 *   sign-in locks and tells the owner by e-mail;
 * - a forgotten fund password (signed in): login password + code + a new fund password; the
 *   fund-password lock is cleared and withdrawals are held for 24 hours.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly safewords: SafewordService,
    private readonly verification: VerificationService,
    private readonly hasher: PasswordHasher,
    private readonly guard: LoginGuard,
    private readonly notifications: NotificationService,
    private readonly txHost: TransactionHost,
  ) {}

  /** Forgot password, step 1. Answers alike for an unknown address and over the address's limits. */
  async sendLoginResetCode(rawEmail: string, lang: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (!email.ok) throw new AppError(email.code);
    const user = await this.users.findActiveByEmail(email.value);
    if (user?.email) await this.verification.send('email', user.email, 'reset', lang, { quiet: true });
  }

  /** Forgot password, step 2: the e-mailed code and the new password (twice). */
  async resetLoginPassword(input: LoginResetInput, lang: string): Promise<void> {
    if (!passwordLengthOk(input.password)) throw new AppError('AUTH_PASSWORD_LENGTH');
    if (isCommonPassword(input.password)) throw new AppError('AUTH_PASSWORD_COMMON');
    if (input.password !== input.confirm) throw new AppError('AUTH_NEW_PASSWORD_MISMATCH');
    const email = normalizeEmail(input.email);
    if (!email.ok) throw new AppError('AUTH_VERIFY_CODE_WRONG');
    // Checked and spent in its own transaction: a wrong code stays counted.
    await this.verification.verify(email.value, 'reset', input.code);
    const passwordHash = await this.hasher.hash(input.password);
    await this.txHost.withTransaction(async () => {
      const user = await this.users.findActiveByEmail(email.value, { lock: true });
      if (!user?.email) throw new AppError('AUTH_VERIFY_CODE_WRONG');
      await this.users.update(user.id, { passwordHash });
      await this.sessions.revokeAll(user.id);
      await this.guard.unlock(`user:${user.id}`);
      await this.notifications.send('email', user.email, 'password_changed', { lang, time: new Date().toISOString() });
    });
  }

  /** Forgot fund password, step 1: a code to the signed-in user's e-mail address. */
  async sendSafewordResetCode(actor: Actor, lang: string): Promise<void> {
    const user = await this.withEmail(actor);
    await this.verification.send('email', user.email, 'safeword_reset', lang);
  }

  /** Forgot fund password, step 2: login password + e-mailed code + the new fund password (twice). */
  async resetSafeword(actor: Actor, input: SafewordResetInput, lang: string): Promise<void> {
    SafewordService.assertAcceptable(input.safeword);
    if (input.safeword !== input.confirm) throw new AppError('AUTH_NEW_PASSWORD_MISMATCH');
    const user = await this.withEmail(actor);
    if (!(await this.hasher.verify(user.passwordHash, input.password))) throw new AppError('AUTH_BAD_CREDENTIALS');
    await this.verification.verify(user.email, 'safeword_reset', input.code);
    const now = new Date();
    await this.txHost.withTransaction(async () => {
      await this.safewords.set(user.id, input.safeword, { resetAt: now });
      await this.notifications.send('email', user.email, 'safeword_reset', {
        lang,
        time: now.toISOString(),
        until: new Date(now.getTime() + SAFEWORD_RESET_HOLD_MS).toISOString(),
      });
    });
  }

  private async withEmail(actor: Actor): Promise<UserEntity & { email: string }> {
    const user = await this.users.findById(actor.userId);
    if (!user || user.status !== 'active') throw new AppError('AUTH_LOGIN_REQUIRED');
    if (!user.email) throw new AppError('SAFEWORD_RESET_NO_EMAIL');
    return user as UserEntity & { email: string };
  }
}
