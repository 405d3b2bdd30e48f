import { Injectable } from '@nestjs/common';
import { SAFEWORD_PATTERN } from '@mall/contracts';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { TransactionHost, Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { SysparaService } from '../syspara';
import { AttemptRepository } from './attempt.repository';
import { afterSafewordFailure, checkLock } from './domain/lockout';
import { isTrivialSafeword } from './domain/safeword-rules';
import { VerifiedSecrets } from './domain/verified-secrets';
import { UserRepository } from './user.repository';

/** Withdrawals wait this long after a forgotten fund password was reset. */
export const SAFEWORD_RESET_HOLD_MS = 24 * 3600_000;

/**
 * The fund password guards every money action. One counter per user for all of them:
 * `number_of_wrong_passwords` (default 5) wrong in a row locks fund actions for 24 hours.
 */
@Injectable()
export class SafewordService {
  /** Fund passwords this process verified in the last minutes (see VerifiedSecrets). */
  private readonly verified = new VerifiedSecrets();

  constructor(
    private readonly users: UserRepository,
    private readonly attempts: AttemptRepository,
    private readonly hasher: PasswordHasher,
    private readonly syspara: SysparaService,
    private readonly txHost: TransactionHost,
  ) {}

  /** A new fund password: exactly 6 digits, and not a trivial one (`123456`, `111111`, `121212`…). */
  static assertAcceptable(safeword: string): void {
    if (!SAFEWORD_PATTERN.test(safeword)) throw new AppError('SAFEWORD_FORMAT');
    if (isTrivialSafeword(safeword)) throw new AppError('SAFEWORD_TOO_SIMPLE');
  }

  /**
   * Verify the user's fund password. A wrong one is counted in its own committed transaction,
   * so the count holds even when the caller's transaction rolls back.
   */
  async verify(userId: string, safeword: string | undefined): Promise<void> {
    if (!safeword) throw new AppError('SAFEWORD_REQUIRED');
    const key = `safeword:${userId}`;
    // Fast path: the same fund password verified here minutes ago, no failure counted since, not
    // locked — one read, no argon2id. Anything else (a wrong or changed password) takes the path below.
    const quick = await this.attempts.safewordCheck(userId, key);
    if (quick?.safewordHash && quick.failures === 0 && this.verified.matches(userId, quick.safewordHash, safeword)) return;

    const outcome = await this.txHost.withTransaction(async () => {
      const state = await this.attempts.lock(key);
      if (checkLock(state, new Date()).locked) return 'locked' as const;
      const user = await this.users.findById(userId);
      if (!user?.safewordHash) return 'not-set' as const;
      if (await this.hasher.verify(user.safewordHash, safeword)) {
        if (state.failures > 0) await this.attempts.clear(key);
        this.verified.remember(userId, user.safewordHash, safeword);
        return 'ok' as const;
      }
      this.verified.forget(userId);
      const limit = await this.syspara.getInt('number_of_wrong_passwords', 5);
      const next = afterSafewordFailure(state, new Date(), limit);
      await this.attempts.save(key, next.state);
      return next.locked ? ('locked' as const) : ('wrong' as const);
    });
    if (outcome === 'locked') throw new AppError('SAFEWORD_LOCKED');
    if (outcome === 'not-set') throw new AppError('SAFEWORD_NOT_SET');
    if (outcome === 'wrong') throw new AppError('SAFEWORD_WRONG');
  }

  /**
   * Store a new fund password and clear the wrong-password counter (and its lock). With `resetAt` (a
   * forgotten one reset by login password and e-mailed code), withdrawals are held for
   * `SAFEWORD_RESET_HOLD_MS` after that time.
   */
  @Transactional()
  async set(userId: string, safeword: string, opts: { resetAt?: Date } = {}): Promise<void> {
    SafewordService.assertAcceptable(safeword);
    const safewordHash = await this.hasher.hash(safeword);
    await this.users.update(userId, opts.resetAt ? { safewordHash, safewordResetAt: opts.resetAt } : { safewordHash });
    await this.attempts.clear(`safeword:${userId}`);
    this.verified.forget(userId);
  }

  /** Until when withdrawals are held after a fund-password reset, or null when they are not. */
  async withdrawalsHeldUntil(userId: string, now = new Date()): Promise<Date | null> {
    const resetAt = (await this.users.findById(userId))?.safewordResetAt;
    const until = resetAt ? new Date(resetAt.getTime() + SAFEWORD_RESET_HOLD_MS) : null;
    return until && until > now ? until : null;
  }
}
