import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { NotificationService, type CodePurpose } from '../notification';
import { VerificationCodeRepository } from './verification-code.repository';

const TTL_MS = 10 * 60 * 1000;
const RESEND_MS = 60 * 1000;
const MAX_ATTEMPTS = 5;
/** Codes one address may be sent per hour and purpose. */
const PER_HOUR = 5;

const hash = (target: string, code: string) => createHash('sha256').update(`${target.toLowerCase()}\u0000${code}`).digest('hex');

/**
 * One-time codes sent by e-mail (or SMS) for registration and resets: 6 digits, 10 minutes, 5 tries,
 * single use, stored hashed; a new code replaces the previous one. One address gets at most one code
 * a minute and five an hour per purpose.
 */
@Injectable()
export class VerificationService {
  constructor(
    private readonly codes: VerificationCodeRepository,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * Send a code. Over the address's limits it answers `COMMON_TOO_FREQUENT`, or with `quiet` sends
   * nothing and answers as if it had (a caller that must not tell whether the address has an account).
   */
  @Transactional()
  async send(channel: 'email' | 'sms', target: string, purpose: CodePurpose, lang: string, opts: { quiet?: boolean } = {}): Promise<void> {
    const last = await this.codes.latest(target, purpose);
    const now = Date.now();
    const tooFrequent =
      (last && now - last.createdAt.getTime() < RESEND_MS) ||
      (await this.codes.countSince(target, purpose, new Date(now - 3600_000))) >= PER_HOUR;
    if (tooFrequent) {
      if (opts.quiet) return;
      throw new AppError('COMMON_TOO_FREQUENT');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.codes.insert({ target, purpose, codeHash: hash(target, code), attempts: 0, expiresAt: new Date(now + TTL_MS) });
    await this.notifications.send(channel, target, `verification.${purpose}`, { code, lang });
  }

  /** Check and consume the latest code; a wrong code counts an attempt. */
  async verify(target: string, purpose: string, code: string): Promise<void> {
    const ok = await this.check(target, purpose, code);
    if (!ok) throw new AppError('AUTH_VERIFY_CODE_WRONG');
  }

  @Transactional()
  private async check(target: string, purpose: string, code: string): Promise<boolean> {
    const v = await this.codes.latest(target, purpose);
    if (!v || v.consumedAt || v.expiresAt.getTime() < Date.now() || v.attempts >= MAX_ATTEMPTS) return false;
    const good = timingSafeEqual(Buffer.from(v.codeHash), Buffer.from(hash(target, code.trim())));
    await this.codes.update(v.id, good ? { consumedAt: new Date() } : { attempts: v.attempts + 1 });
    return good;
  }
}
