import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrandModule } from '../brand';
import { SendMailProcessor } from './jobs/send-mail.processor';
import { MailDeliveryService } from './mail-delivery.service';
import { MailTransport } from './mail/mail-transport';
import { NoticeCentreService } from './notice-centre.service';
import { NotificationService } from './notification.service';
import { OutboundMessageEntity } from './entities/outbound-message.entity';
import { OutboundMessageRepository } from './outbound-message.repository';
import { SecurityLinks } from './security-links';
import { UserNoticeRepository } from './user-notice.repository';

@Module({
  imports: [BrandModule, TypeOrmModule.forFeature([OutboundMessageEntity])],
  providers: [
    OutboundMessageRepository,
    UserNoticeRepository,
    NotificationService,
    NoticeCentreService,
    SecurityLinks,
    MailTransport,
    MailDeliveryService,
    SendMailProcessor,
  ],
  exports: [NotificationService, NoticeCentreService, SecurityLinks, MailDeliveryService],
})
export class NotificationModule {}
