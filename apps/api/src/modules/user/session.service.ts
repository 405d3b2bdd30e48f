import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import type { Actor } from '../../core/auth/actor';
import { hashToken, looksLikeToken, newSessionToken } from '../../core/auth/session-token';
import { SessionRepository } from './session.repository';

/** Session tokens: random, stored hashed, 7-day TTL by default, revocable. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(userId: string, ip: string | null): Promise<string> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.config.TOKEN_TTL_HOURS * 3600_000);
    await this.sessions.insert(userId, hashToken(token), expiresAt, ip);
    return token;
  }

  /** The actor a token belongs to, or null when it is malformed, unknown, expired, revoked or the user is not active. */
  async resolve(token: string | undefined): Promise<Actor | null> {
    if (!token || !looksLikeToken(token)) return null;
    const row = await this.sessions.findLive(hashToken(token), new Date());
    return row && { userId: row.userId, username: row.username, usercode: row.usercode, tokenId: row.tokenId };
  }

  revoke(tokenId: string): Promise<void> {
    return this.sessions.revoke(tokenId);
  }

  revokeAll(userId: string, keepTokenId?: string): Promise<void> {
    return this.sessions.revokeAllForUser(userId, keepTokenId);
  }
}
