import { Injectable, Logger } from '@nestjs/common';
import type { MailKind, MailPayload } from './mail/mail-kinds';
import { OutboundMessageRepository } from './outbound-message.repository';

/**
 * E-mail and SMS go out through the outbox table (written in the caller's transaction, so a message
 * exists exactly when what it tells happened). `notification.sendMail` delivers the e-mail over SMTP
 * in the reader's language (templates/<lang>.json); without SMTP_URL it waits there. SMS waits for
 * an SMS gateway.
 */
@Injectable()
export class NotificationService {
  private readonly log = new Logger('Notification');
  constructor(private readonly outbox: OutboundMessageRepository) {}

  async send<K extends MailKind>(channel: 'email' | 'sms', target: string, kind: K, payload: MailPayload<K>): Promise<void> {
    await this.outbox.insert({ channel, target, template: kind, payload: payload as Record<string, string> });
    this.log.log(`queued ${channel} "${kind}"`);
  }
}
