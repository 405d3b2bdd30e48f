import { Injectable, Logger } from '@nestjs/common';
import { OutboundMessageRepository } from './outbound-message.repository';

/**
 * E-mail and SMS go out through the outbox table (written in the caller's transaction).
 * A delivery transport (SMTP / SMS gateway) configured by the operator drains it; until one is
 * configured, messages wait there and the operator console can show them.
 */
@Injectable()
export class NotificationService {
  private readonly log = new Logger('Notification');
  constructor(private readonly outbox: OutboundMessageRepository) {}

  async send(channel: 'email' | 'sms', target: string, template: string, payload: Record<string, string>): Promise<void> {
    await this.outbox.insert({ channel, target, template, payload });
    this.log.log(`queued ${channel} "${template}"`);
  }
}
