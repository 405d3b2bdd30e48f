import { Injectable, type OnModuleInit } from '@nestjs/common';
import { hashToken, looksLikeToken, newSessionToken } from '../../core/auth/session-token';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { Jobs } from '../../core/queue/jobs';
import { SessionNonceRepository } from './session-nonce.repository';

/** What a nonce may be spent on: deposit claims and withdrawals share one (the old clients fetch it from `recharge_open`). */
export type NoncePurpose = 'funds';

const TTL_MS = 10 * 60_000;

/**
 * `session_token`: single-use anti-replay tokens for money actions. Random, bound to the user and a
 * purpose, valid 10 minutes, stored only as a SHA-256 hash. Spending one is its own committed
 * transaction, taken before the action checks anything else, so a replay or a double submit is
 * refused even when the first attempt failed later on.
 */
@Injectable()
export class SessionNonceService implements OnModuleInit {
  constructor(
    private readonly repo: SessionNonceRepository,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.register('wallet.purgeNonces', () => this.repo.purge(new Date()), { everyMs: 3600_000 });
  }

  @Transactional()
  async issue(userId: string, purpose: NoncePurpose = 'funds'): Promise<string> {
    const token = newSessionToken();
    await this.repo.insert(userId, hashToken(token), purpose, new Date(Date.now() + TTL_MS));
    return token;
  }

  /** Spend `token` or refuse (`SESSION_TOKEN_INVALID`, cn `请稍后再试`): missing, unknown, expired, used or another user's. */
  @Transactional()
  async consume(userId: string, token: string | undefined, purpose: NoncePurpose = 'funds'): Promise<void> {
    const t = (token ?? '').trim();
    if (!looksLikeToken(t)) throw new AppError('SESSION_TOKEN_INVALID');
    if (!(await this.repo.consume(userId, hashToken(t), purpose, new Date()))) throw new AppError('SESSION_TOKEN_INVALID');
  }
}
