import { Module } from '@nestjs/common';
import { BrandModule } from '../brand';
import { SendMailProcessor } from './jobs/send-mail.processor';
import { MailDeliveryService } from './mail-delivery.service';
import { MailTransport } from './mail/mail-transport';
import { NotificationService } from './notification.service';
import { OutboundMessageRepository } from './outbound-message.repository';
import { SecurityLinks } from './security-links';

@Module({
  imports: [BrandModule],
  providers: [OutboundMessageRepository, NotificationService, SecurityLinks, MailTransport, MailDeliveryService, SendMailProcessor],
  exports: [NotificationService, SecurityLinks, MailDeliveryService],
})
export class NotificationModule {}
