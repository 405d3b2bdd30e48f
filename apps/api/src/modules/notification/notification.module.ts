import { Module } from '@nestjs/common';
import { NotificationService } from './notification.service';
import { OutboundMessageRepository } from './outbound-message.repository';
import { SecurityLinks } from './security-links';

@Module({ providers: [OutboundMessageRepository, NotificationService, SecurityLinks], exports: [NotificationService, SecurityLinks] })
export class NotificationModule {}
