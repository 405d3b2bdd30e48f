import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { OrderModule } from '../order';
import { UploadModule } from '../upload';
import { UserModule } from '../user';
import { WalletModule } from '../wallet';
import { ChatPrincipals } from './chat-principals';
import { ChatRealtime } from './chat-realtime';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { AgentController, AgentGuard } from './http/agent.controller';
import { ChatGateway } from './http/chat.gateway';
import { ChatUploadRoutes } from './http/chat-upload.routes';

/** Customer-service and buyer ↔ seller chat: service, socket.io gateway, agent REST, chat uploads. */
@Module({
  imports: [UserModule, AdminModule, UploadModule, WalletModule, OrderModule],
  controllers: [AgentController],
  providers: [ChatRepository, ChatRealtime, ChatService, ChatPrincipals, ChatGateway, AgentGuard, ChatUploadRoutes],
  exports: [ChatService, ChatPrincipals],
})
export class ChatModule {}
