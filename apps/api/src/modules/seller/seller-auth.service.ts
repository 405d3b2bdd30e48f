import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { AppError } from '../../core/errors/app-error';
import { RateLimiter } from '../../core/http/rate-limiter';
import { AccountService, SessionService } from '../user';
import { SellerSessions, type CurrentSellerData } from '../../core/auth/seller';
import { SellerRepository } from './seller.repository';

export interface SellerLogin {
  token: string;
  seller: { id: string; name: string };
}

/**
 * Seller sign-in: the buyer account login (argon2id, the lockout per identifier, a session in
 * `auth_tokens` stored hashed) of the user who owns a store. A user without a store gets exactly the
 * answer of a wrong password and the session just issued is revoked at once. Per-IP rate limit as the
 * buyer login (`RATE_LIMIT_LOGIN_PER_MIN`), counted separately for this route.
 */
@Injectable()
export class SellerAuthService implements SellerSessions {
  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly sellers: SellerRepository,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(input: { username: string; password: string }, ip: string): Promise<SellerLogin> {
    if (!(await this.limiter.hit(`seller-login:ip:${ip}`, this.config.RATE_LIMIT_LOGIN_PER_MIN, 60_000)))
      throw new AppError('COMMON_TOO_FREQUENT');
    const session = await this.accounts.login({ username: input.username, password: input.password }, ip);
    const actor = await this.sessions.resolve(session.token);
    const store = actor ? await this.sellers.findByOwner(actor.userId) : null;
    if (!actor || !store) {
      if (actor) await this.sessions.revoke(actor.tokenId);
      throw new AppError('AUTH_BAD_CREDENTIALS');
    }
    return { token: session.token, seller: { id: store.id, name: store.name } };
  }

  /** The store behind a bearer token, or null (malformed, unknown, expired or revoked token; an inactive user; no store). */
  async resolve(token: string | undefined): Promise<CurrentSellerData | null> {
    const actor = await this.sessions.resolve(token);
    if (!actor) return null;
    const store = await this.sellers.findByOwner(actor.userId);
    return store && { id: store.id, name: store.name, status: store.status, userId: actor.userId, tokenId: actor.tokenId };
  }

  async logout(seller: CurrentSellerData): Promise<void> {
    await this.sessions.revoke(seller.tokenId);
  }
}
