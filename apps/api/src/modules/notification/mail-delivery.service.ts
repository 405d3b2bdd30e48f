import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { BrandService, type BrandRow } from '../brand';
import { MAX_ATTEMPTS, describeFailure, isPermanentFailure, retryDelayMs } from './domain/delivery-policy';
import { MailTransport } from './mail/mail-transport';
import { MailRenderError, renderMail, type MailContext } from './mail/render-mail';
import { OutboundMessageRepository, type ClaimedMessage } from './outbound-message.repository';

/** How long a claimed message is held: far above one send (connection 15 s + greeting 15 s + idle 60 s). */
const LEASE_MS = 5 * 60_000;
/** Messages sent at once per process (the transport's pooled connections). */
const LANES = 3;
/** Most messages one drain sends (the next run goes on). */
const PER_RUN = 300;
/** E-mail not sent within this long after it was queued is given up as stale. */
const MAX_AGE_MS = 3 * 24 * 3600_000;

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

interface Sender {
  from: string | { name: string; address: string };
  replyTo?: string;
  /** the right-hand side of every Message-ID */
  domain: string;
  context: MailContext;
}

const isLoopback = (h: string) => h === 'localhost' || h.startsWith('127.') || h === '[::1]';

/**
 * Delivers the outbox's e-mail (job `notification.sendMail`). Each message is claimed, one at a time
 * per lane, by a committed lease (`claimed_until`) taken with `FOR UPDATE SKIP LOCKED`, so concurrent
 * drains in any number of processes never take the same row; then rendered in the reader's language
 * and sent over SMTP; then marked sent (with the Message-ID and the server's answer), or retried
 * later with exponential backoff, or failed for good.
 *
 * E-mail still unsent 3 days after it was queued (SMTP down or not configured that long) is given
 * up as stale rather than sent late (`expired`): codes, lock notices and links are out of date.
 *
 * Sent once: a process that dies between the server's acceptance and the mark leaves a lease that
 * runs out, and the message is sent again — SMTP gives at-least-once at that boundary and no more.
 * Every copy carries the same Message-ID (`<row id@domain>`), so a receiver can drop the repeat.
 */
@Injectable()
export class MailDeliveryService {
  private readonly log = new Logger('Mail');
  private running: Promise<DrainResult> | null = null;

  constructor(
    private readonly outbox: OutboundMessageRepository,
    private readonly transport: MailTransport,
    private readonly brands: BrandService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Send what is due (by the database's clock, or at `at`). A drain already under way in this
   * process is joined, not doubled.
   */
  drain(at: Date | null = null): Promise<DrainResult> {
    if (!this.transport.url) return Promise.resolve({ sent: 0, retried: 0, failed: 0 });
    this.running ??= this.run(at).finally(() => (this.running = null));
    return this.running;
  }

  private async run(at: Date | null): Promise<DrainResult> {
    const sender = this.sender(await this.brands.forHost(undefined));
    const tally: DrainResult = { sent: 0, retried: 0, failed: await this.outbox.expire(at, MAX_AGE_MS, 'expired: not sent within 3 days') };
    let budget = PER_RUN;
    const lane = async () => {
      while (budget > 0) {
        budget -= 1;
        const row = await this.outbox.claimNext(at, LEASE_MS);
        if (!row) return;
        tally[await this.deliver(row, sender, at)] += 1;
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    if (tally.sent || tally.retried || tally.failed)
      this.log.log(`e-mail: ${tally.sent} sent, ${tally.retried} to retry, ${tally.failed} failed (${this.transport.where})`);
    return tally;
  }

  private async deliver(row: ClaimedMessage, sender: Sender, at: Date | null): Promise<keyof DrainResult> {
    let mail;
    try {
      mail = renderMail(row.template, row.payload, sender.context);
    } catch (e) {
      if (!(e instanceof MailRenderError)) throw e;
      await this.outbox.markFailed(row.id, e.message);
      this.log.warn(`e-mail ${row.id} (${row.template}) cannot be sent: ${e.message}`);
      return 'failed';
    }
    try {
      const accepted = await this.transport.send({
        from: sender.from,
        replyTo: sender.replyTo,
        to: row.target,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${row.id}@${sender.domain}>`,
        headers: { 'Content-Language': mail.tag, 'Auto-Submitted': 'auto-generated' },
      });
      await this.outbox.markSent(row.id, accepted.messageId, accepted.response);
      return 'sent';
    } catch (e) {
      const why = describeFailure(e, this.transport.secrets);
      if (isPermanentFailure(e) || row.attempts >= MAX_ATTEMPTS) {
        await this.outbox.markFailed(row.id, why);
        this.log.warn(`e-mail ${row.id} (${row.template}) failed after ${row.attempts} attempt(s): ${why}`);
        return 'failed';
      }
      await this.outbox.markRetry(row.id, at, retryDelayMs(row.attempts), why);
      this.log.warn(`e-mail ${row.id} (${row.template}) will be retried: ${why}`);
      return 'retried';
    }
  }

  /**
   * From: MAIL_FROM, else the default brand's name at no-reply@<its first public host> (localhost
   * when it has none); replies go to the brand's support address. Dates in BUSINESS_TZ.
   */
  private sender(brand: BrandRow): Sender {
    const host = brand.hosts.map((h) => h.toLowerCase()).find((h) => h.includes('.') && !isLoopback(h)) ?? 'localhost';
    const from = this.config.MAIL_FROM ?? { name: brand.name, address: `no-reply@${host}` };
    const address = typeof from === 'string' ? (/<([^>]+)>/.exec(from)?.[1] ?? from) : from.address;
    const support = brand.support_email?.trim();
    return {
      from,
      replyTo: support && /^[^\s@<>]+@[^\s@<>]+$/.test(support) ? support : undefined,
      domain: address.slice(address.lastIndexOf('@') + 1),
      context: {
        brand: brand.name,
        color: brand.colors?.primary ?? '',
        timeZone: this.config.BUSINESS_TZ,
        defaultLang: brand.default_lang,
      },
    };
  }
}
