import { Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { REDIS } from '../../core/core.module';
import { AdminModule } from '../admin';
import { OrderModule } from '../order';
import { UploadModule } from '../upload';
import { UserModule } from '../user';
import { WalletModule } from '../wallet';
import { ChatLimits } from './chat-limits';
import { ChatMediaStore } from './chat-media.store';
import { ChatPrincipals } from './chat-principals';
import { ChatRealtime } from './chat-realtime';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { AgentController, AgentGuard } from './http/agent.controller';
import { ChatGateway } from './http/chat.gateway';
import { ChatUploadRoutes } from './http/chat-upload.routes';
import { MemorySocketSlots, RedisSocketSlots, SocketSlots } from './http/socket-slots';
import { ChatUploadExpiryProcessor } from './jobs/expire-uploads.processor';

/** Customer-service and buyer ↔ seller chat: service, socket.io gateway, agent REST, chat uploads. */
@Module({
  imports: [UserModule, AdminModule, UploadModule, WalletModule, OrderModule],
  controllers: [AgentController],
  providers: [
    ChatRepository,
    ChatRealtime,
    ChatLimits,
    ChatMediaStore,
    ChatService,
    ChatPrincipals,
    ChatGateway,
    AgentGuard,
    ChatUploadRoutes,
    ChatUploadExpiryProcessor,
    {
      provide: SocketSlots,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) =>
        redis ? new RedisSocketSlots(redis, config.redisPrefix) : new MemorySocketSlots(),
    },
  ],
  exports: [ChatService, ChatPrincipals],
})
export class ChatModule {}
