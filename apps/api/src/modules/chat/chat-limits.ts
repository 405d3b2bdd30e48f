import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { AppError } from '../../core/errors/app-error';
import { RateLimiter } from '../../core/http/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MIB = 1024 * 1024;
/** The guests' upload quotas count the pictures of the last 24 hours. */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * HOUR;

/**
 * Whose budget a message spends: a buyer's or a guest's own (and its IP's), or a staff one (an
 * agent, a store: generous, and not counted against the IP, which an office of agents shares).
 */
export interface Sender {
  key: string;
  staff: boolean;
}

/** What a guest and its IP uploaded to chat in the quota window. */
export interface UploadUsage {
  guestCount: number;
  guestBytes: number;
  ipCount: number;
  ipBytes: number;
}

/**
 * The chat's abuse limits (numbers: config/env.schema.ts, `CHAT_*`). Send budgets are kept by the
 * shared RateLimiter (on Redis when `REDIS_URL` is set), keyed by the sender and by the IP, never by
 * the socket or the transport: a sender's sockets, `.action` calls, REST calls and processes spend
 * one budget.
 */
@Injectable()
export class ChatLimits {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One message from `sender` at `ip`; COMMON_TOO_FREQUENT over its budget. */
  async send(sender: Sender, ip: string): Promise<void> {
    const c = this.config;
    const ok = sender.staff
      ? await this.limiter.hit(`chat:send:${sender.key}`, c.CHAT_STAFF_SENDS_PER_MIN, MINUTE)
      : (await this.limiter.hit(`chat:send:${sender.key}`, c.CHAT_SENDS_PER_MIN, MINUTE)) &&
        (await this.limiter.hit(`chat:send-ip:${ip}`, c.CHAT_SENDS_PER_MIN_PER_IP, MINUTE));
    if (!ok) throw new AppError('COMMON_TOO_FREQUENT');
  }

  /** A guest's first message or join opens a customer-service conversation: so many per IP an hour. */
  async newGuestChat(ip: string): Promise<void> {
    if (!(await this.limiter.hit(`chat:guest-chat:${ip}`, this.config.CHAT_GUEST_CHATS_PER_IP_PER_HOUR, HOUR)))
      throw new AppError('CHAT_GUEST_CHATS_LIMIT');
  }

  /** CHAT_UPLOAD_QUOTA when one more picture of `bytes` would exceed the guest's or the IP's daily quota. */
  checkGuestUpload(used: UploadUsage, bytes: number): void {
    const c = this.config;
    if (
      used.guestCount + 1 > c.CHAT_GUEST_UPLOADS_PER_DAY ||
      used.guestBytes + bytes > c.CHAT_GUEST_UPLOAD_MB_PER_DAY * MIB ||
      used.ipCount + 1 > c.CHAT_GUEST_UPLOADS_PER_IP_PER_DAY ||
      used.ipBytes + bytes > c.CHAT_GUEST_UPLOAD_MB_PER_IP_PER_DAY * MIB
    )
      throw new AppError('CHAT_UPLOAD_QUOTA');
  }

  /** Maximum open sockets: per buyer, guest or agent, and per IP (buyers and guests). */
  get sockets(): { perUser: number; perIp: number } {
    return { perUser: this.config.CHAT_SOCKETS_PER_USER, perIp: this.config.CHAT_SOCKETS_PER_IP };
  }

  /** How long a guest's picture may wait for its message before chat.expireUploads deletes it. */
  get guestUploadTtlMs(): number {
    return this.config.CHAT_GUEST_UPLOAD_TTL_HOURS * HOUR;
  }
}
