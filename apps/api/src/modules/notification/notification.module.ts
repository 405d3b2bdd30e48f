import { Module } from '@nestjs/common';
import { NotificationService } from './notification.service';
import { OutboundMessageRepository } from './outbound-message.repository';

@Module({ providers: [OutboundMessageRepository, NotificationService], exports: [NotificationService] })
export class NotificationModule {}
