import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';
import { ChatHistoryQuery, ChatSendBody } from '../../chat';

/* The seller console's chat with its buyers: request schemas (zod) and the OpenAPI description of the answers. */

// Queries also carry `lang` (the message language), so they are not strict.
export const ChatListSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const ChatHistorySchema = ChatHistoryQuery;

export const ChatSendSchema = ChatSendBody.strict();

export const ChatReadSchema = z.object({ seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }).strict();

export class StoreChatBuyer {
  @ApiProperty({ example: 'sam.lee@example.com' }) name!: string;
  @ApiProperty({ example: 1, description: "the buyer's avatar number (1 by default)" }) avatar!: number;
}

export class StoreChatConversation {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: StoreChatBuyer }) buyer!: StoreChatBuyer;
  @ApiProperty({ description: 'buyer messages the store has not read' }) unread!: number;
  @ApiProperty({ description: 'sequence number of the newest message' }) lastSeq!: number;
  @ApiProperty({ description: "the buyer has read the store's messages up to this sequence number" }) buyerReadSeq!: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastMessageAt!: string | null;
  @ApiProperty({ enum: ['text', 'img'], nullable: true }) lastType!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'the last text (at most 200 characters); null for a picture' })
  lastPreview!: string | null;
}

export class StoreChatConversationPage {
  @ApiProperty({ type: StoreChatConversation, isArray: true }) items!: StoreChatConversation[];
  @ApiProperty({ description: 'whether page + 1 has more' }) hasMore!: boolean;
  @ApiProperty({ description: 'unread buyer messages over all conversations' }) unread!: number;
}

export class StoreChatUnread {
  @ApiProperty() unread!: number;
}

export class StoreChatMessage {
  @ApiProperty({ example: '1042', description: 'message id (the `before` cursor)' }) id!: string;
  @ApiProperty({ format: 'uuid' }) conversationId!: string;
  @ApiProperty() seq!: number;
  @ApiProperty({ enum: ['buyer', 'seller'] }) from!: string;
  @ApiProperty() senderName!: string;
  @ApiProperty({ enum: ['text', 'img'] }) type!: string;
  @ApiProperty({ description: 'text with HTML entity-escaped (show as text), or an image path' }) content!: string;
  @ApiProperty({ nullable: true, type: String }) clientId!: string | null;
  @ApiProperty() deleteStatus!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class StoreChatMessagePage {
  @ApiProperty({ type: StoreChatConversation }) conversation!: StoreChatConversation;
  @ApiProperty({ type: StoreChatMessage, isArray: true, description: 'newest first, 30 a page' }) items!: StoreChatMessage[];
  @ApiProperty({ description: 'older messages exist (ask with before = the oldest id shown)' }) hasMore!: boolean;
}

export class StoreChatSendBody {
  @ApiProperty({ enum: ['text', 'img'] }) type!: string;
  @ApiProperty({
    maxLength: 2000,
    example: 'Yes, it ships tomorrow.',
    description: 'text (no HTML kept; line breaks kept) or the `path` answered by `POST /v1/chat/uploads`',
  })
  content!: string;
  @ApiPropertyOptional({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'idempotency: the same id answers the first message' })
  clientId?: string;
}

export class StoreChatSent {
  @ApiProperty({ type: StoreChatMessage }) message!: StoreChatMessage;
  @ApiProperty({ description: 'true when clientId repeated an earlier message' }) duplicate!: boolean;
}

export class StoreChatReadBody {
  @ApiProperty({ minimum: 0, description: 'read up to this sequence number' }) seq!: number;
}

export class StoreChatReadResult {
  @ApiProperty() readSeq!: number;
  @ApiProperty() unread!: number;
}

export class ChatListQueryDoc {
  @ApiPropertyOptional({ minimum: 1, default: 1 }) page?: number;
}

export class ChatHistoryQueryDoc {
  @ApiPropertyOptional({ pattern: '^\\d{1,18}$', description: 'the oldest message id shown; omit for the newest page (which marks read)' })
  before?: string;
}
