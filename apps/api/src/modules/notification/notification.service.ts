import { Injectable, Logger } from '@nestjs/common';
import { Transactional } from '../../core/database/transaction';
import type { MailKind, MailPayload } from './mail/mail-kinds';
import { OutboundMessageRepository } from './outbound-message.repository';
import { UserNoticeRepository } from './user-notice.repository';

/**
 * E-mail and SMS go out through the outbox table (written in the caller's transaction, so a message
 * exists exactly when what it tells happened). `notification.sendMail` delivers the e-mail over SMTP
 * in the reader's language (templates/<lang>.json); without SMTP_URL it waits there. SMS waits for
 * an SMS gateway.
 */
@Injectable()
export class NotificationService {
  private readonly log = new Logger('Notification');
  constructor(
    private readonly outbox: OutboundMessageRepository,
    private readonly notices: UserNoticeRepository,
  ) {}

  async send<K extends MailKind>(channel: 'email' | 'sms', target: string, kind: K, payload: MailPayload<K>): Promise<void> {
    await this.outbox.insert({ channel, target, template: kind, payload: payload as Record<string, string> });
    this.log.log(`queued ${channel} "${kind}"`);
  }

  /**
   * Tell a user what happened to them, in the caller's transaction: a notice in their in-app centre
   * (shown in the reader's language when read) and, when they have an e-mail address, the e-mail
   * in the language of their last sign-in (else the brand's). A phone-only account gets the notice.
   */
  @Transactional()
  async notifyUser<K extends MailKind>(userId: string, kind: K, values: Omit<MailPayload<K>, 'lang'>): Promise<void> {
    const to = await this.notices.recipient(userId);
    if (!to) return;
    await this.notices.insert(userId, kind, values as Record<string, string>);
    if (to.email) await this.send('email', to.email, kind, { ...values, ...(to.lang ? { lang: to.lang } : {}) } as MailPayload<K>);
  }
}
