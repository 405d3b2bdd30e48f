import { Injectable, Logger } from '@nestjs/common';
import { ScheduledJob } from '../../../core/queue/scheduled-job';
import { MailDeliveryService } from '../mail-delivery.service';
import { MailTransport } from '../mail/mail-transport';

export const NOTIFICATION_SEND_MAIL_JOB = 'notification.sendMail';

/**
 * `notification.sendMail` every 5 s (in-process, or on the worker with Redis): drains the outbox's
 * e-mail. Without SMTP_URL (and no demo capture) it is not scheduled, and the start log says so once.
 */
@Injectable()
export class SendMailProcessor extends ScheduledJob {
  private readonly log = new Logger('Mail');

  constructor(
    private readonly delivery: MailDeliveryService,
    private readonly transport: MailTransport,
  ) {
    super(NOTIFICATION_SEND_MAIL_JOB, 5000);
  }

  protected override enabled(): boolean {
    if (!this.transport.url) this.log.warn('SMTP_URL is not set: e-mail stays queued in the outbox (outbound_messages) until it is');
    return !!this.transport.url;
  }

  run(): Promise<unknown> {
    return this.delivery.drain();
  }
}
