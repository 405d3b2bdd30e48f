import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ChatService, toMessageDto, toStoreConversationDto, type StoreActor } from '../../chat';
import type { CurrentSellerData } from '../../../core/auth/seller';
import { CurrentSeller, SellerAuthGuard } from '../../../core/auth/seller-auth.guard';
import {
  ChatHistoryQueryDoc,
  ChatHistorySchema,
  ChatListQueryDoc,
  ChatListSchema,
  ChatReadSchema,
  ChatSendSchema,
  StoreChatConversation,
  StoreChatConversationPage,
  StoreChatMessagePage,
  StoreChatReadBody,
  StoreChatReadResult,
  StoreChatSendBody,
  StoreChatSent,
  StoreChatUnread,
} from './seller-chat.dto';
import { SellerErrorBody } from './seller.dto';
import { parseInput } from '../../../core/http/parse-input';

const store = (s: CurrentSellerData): StoreActor => ({ sellerId: s.id, userId: s.userId, name: s.name });

/**
 * The store's chat with its buyers. Thin: ChatService authorises every conversation id against the
 * signed-in store (another store's id, a customer-service id or the owner's own buyer chats answer
 * 404 CHAT_NOT_FOUND). Images are uploaded first through `POST /v1/chat/uploads` with the same token.
 * Realtime: a socket.io connection with `auth: {token}` (this token) joins the store's room and
 * receives `chat:message` / `chat:read` of its conversations.
 */
@ApiTags('seller')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: SellerErrorBody, description: 'COMMON_INVALID_PARAM (names the field), CHAT_* content errors' })
@ApiResponse({ status: 401, type: SellerErrorBody, description: 'SELLER_AUTH_REQUIRED' })
@Controller('v1/seller/chat')
@UseGuards(SellerAuthGuard)
export class SellerChatController {
  constructor(private readonly chat: ChatService) {}

  @Get('conversations')
  @ApiOperation({ summary: "The store's buyer conversations, newest activity first, 20 a page, with unread counts" })
  @ApiOkResponse({ type: StoreChatConversationPage })
  async list(@CurrentSeller() seller: CurrentSellerData, @Query() query: ChatListQueryDoc) {
    const { page } = parseInput(ChatListSchema, query);
    const [r, unread] = await Promise.all([this.chat.storeConversations(store(seller), page), this.chat.storeUnread(store(seller))]);
    return { items: r.items.map(toStoreConversationDto), hasMore: r.hasMore, unread };
  }

  @Get('unread')
  @ApiOperation({ summary: 'Unread buyer messages over all conversations (the console badge)' })
  @ApiOkResponse({ type: StoreChatUnread })
  async unread(@CurrentSeller() seller: CurrentSellerData) {
    return { unread: await this.chat.storeUnread(store(seller)) };
  }

  @Get('conversations/:id')
  @ApiOperation({ summary: 'One conversation of the store' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: StoreChatConversation })
  @ApiResponse({ status: 404, type: SellerErrorBody, description: "CHAT_NOT_FOUND (also another store's conversation)" })
  async one(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string) {
    return toStoreConversationDto(await this.chat.storeConversation(store(seller), id));
  }

  @Get('conversations/:id/messages')
  @ApiOperation({ summary: 'Messages newest first, 30 a page before a message id; the first page marks the conversation read' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: StoreChatMessagePage })
  @ApiResponse({ status: 404, type: SellerErrorBody, description: 'CHAT_NOT_FOUND' })
  async messages(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string, @Query() query: ChatHistoryQueryDoc) {
    const { before } = parseInput(ChatHistorySchema, query);
    const r = await this.chat.storeMessages(store(seller), id, before);
    return { conversation: toStoreConversationDto(r.conversation), items: r.messages.map(toMessageDto), hasMore: r.hasMore };
  }

  @Post('conversations/:id/messages')
  @ApiOperation({ summary: 'Reply with text or an uploaded image' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: StoreChatSendBody })
  @ApiResponse({ status: 201, type: StoreChatSent })
  @ApiResponse({ status: 404, type: SellerErrorBody, description: 'CHAT_NOT_FOUND' })
  @ApiResponse({
    status: 429,
    type: SellerErrorBody,
    description: "COMMON_TOO_FREQUENT: over the store's budget (CHAT_STAFF_SENDS_PER_MIN)",
  })
  async send(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string, @Body() body: unknown, @Req() req: FastifyRequest) {
    const b = parseInput(ChatSendSchema, body);
    const r = await this.chat.storeSend(store(seller), id, { ...b, hostnames: [req.hostname.replace(/:\d+$/, '')], ip: req.ip });
    return { message: toMessageDto(r.message), duplicate: r.duplicate };
  }

  @Post('conversations/:id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Read receipt: the store has read up to seq' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: StoreChatReadBody })
  @ApiOkResponse({ type: StoreChatReadResult })
  @ApiResponse({ status: 404, type: SellerErrorBody, description: 'CHAT_NOT_FOUND' })
  read(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string, @Body() body: unknown) {
    return this.chat.storeMarkRead(store(seller), id, parseInput(ChatReadSchema, body).seq);
  }
}
