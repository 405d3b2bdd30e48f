import { Module } from '@nestjs/common';
import { NotificationService, OutboundMessageRepository } from './notification.service';

@Module({ providers: [OutboundMessageRepository, NotificationService], exports: [NotificationService] })
export class NotificationModule {}
