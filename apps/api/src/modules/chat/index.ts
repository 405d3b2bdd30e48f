export { ChatModule } from './chat.module';
export {
  ChatService,
  SERVICE_PAGE,
  SELLER_PAGE,
  STORE_PAGE,
  type ChatPrincipal,
  type SendInput,
  type SendResult,
  type StoreActor,
} from './chat.service';
export { ChatPrincipals } from './chat-principals';
export type { ConversationView, MessageRow, SenderSide } from './chat.repository';
export {
  buyerNameForStore,
  toMessageDto,
  toConversationDto,
  toStoreConversationDto,
  type ChatMessageDto,
  type ConversationDto,
  type StoreConversationDto,
} from './chat.dto';
export { CHAT_TEXT_MAX } from './domain/chat-text';
export { guestLabel } from './domain/guest-id';
export { ChatHistoryQuery, ChatSendBody } from './http/chat-requests';
