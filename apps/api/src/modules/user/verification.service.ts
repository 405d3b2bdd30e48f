import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { NotificationService, type CodePurpose } from '../notification';
import { VerificationCodeRepository } from './verification-code.repository';

const TTL_MS = 10 * 60 * 1000;
const RESEND_MS = 60 * 1000;
const MAX_ATTEMPTS = 5;

const hash = (target: string, code: string) => createHash('sha256').update(`${target.toLowerCase()}\u0000${code}`).digest('hex');

/** One-time codes sent by e-mail (or SMS) for registration and resets: 6 digits, 10 minutes, 5 tries. */
@Injectable()
export class VerificationService {
  constructor(
    private readonly codes: VerificationCodeRepository,
    private readonly notifications: NotificationService,
  ) {}

  @Transactional()
  async send(channel: 'email' | 'sms', target: string, purpose: CodePurpose, lang: string): Promise<void> {
    const last = await this.codes.latest(target, purpose);
    if (last && Date.now() - last.createdAt.getTime() < RESEND_MS) throw new AppError('COMMON_TOO_FREQUENT');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.codes.insert({ target, purpose, codeHash: hash(target, code), attempts: 0, expiresAt: new Date(Date.now() + TTL_MS) });
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
