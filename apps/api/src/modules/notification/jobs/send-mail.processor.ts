import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../../core/queue/jobs';
import { MailDeliveryService } from '../mail-delivery.service';
import { MailTransport } from '../mail/mail-transport';

export const NOTIFICATION_SEND_MAIL_JOB = 'notification.sendMail';
const EVERY_MS = 5000;

/**
 * `notification.sendMail` every 5 s (in-process, or on the worker with Redis): drains the outbox's
 * e-mail. Without SMTP_URL (and no demo capture) it is not scheduled, and the start log says so once.
 */
@Injectable()
export class SendMailProcessor implements OnModuleInit {
  private readonly log = new Logger('Mail');

  constructor(
    private readonly jobs: Jobs,
    private readonly delivery: MailDeliveryService,
    private readonly transport: MailTransport,
  ) {}

  onModuleInit(): void {
    if (!this.transport.url) {
      this.log.warn('SMTP_URL is not set: e-mail stays queued in the outbox (outbound_messages) until it is');
      return;
    }
    this.jobs.register(NOTIFICATION_SEND_MAIL_JOB, async () => void (await this.delivery.drain()), { everyMs: EVERY_MS });
  }
}
