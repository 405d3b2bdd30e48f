import type { ChatMessage, StoreConversation } from '@mall/contracts';
import type { ConversationView, MessageRow } from './chat.repository';
import { maskName } from '../user';
import { guestLabel } from './domain/guest-id';

/** A message as sockets and the agent REST send it. */
export type ChatMessageDto = ChatMessage;

export function toMessageDto(m: MessageRow): ChatMessageDto {
  return {
    id: m.id,
    conversationId: m.conversationId,
    seq: m.seq,
    from: m.sender,
    senderName: m.senderName,
    type: m.type,
    content: m.content,
    clientId: m.clientId,
    deleteStatus: m.deleteStatus,
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

/** A conversation as the agent console and the buyer's socket see it. */
export interface ConversationDto {
  id: string;
  kind: 'service' | 'seller';
  status: 'open' | 'closed';
  /** the buyer's name, or a guest label derived from the guest key (never the guest's id) */
  customer: string;
  isGuest: boolean;
  sellerId: string | null;
  sellerName: string | null;
  agentId: string | null;
  agentName: string | null;
  lastSeq: number;
  buyerReadSeq: number;
  staffReadSeq: number;
  buyerUnread: number;
  staffUnread: number;
  waitingSince: string | null;
  lastMessageAt: string | null;
  lastType: 'text' | 'img' | null;
  lastContent: string | null;
  lang: string;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toConversationDto(c: ConversationView): ConversationDto {
  return {
    id: c.id,
    kind: c.kind,
    status: c.status,
    customer: c.username ?? (c.guestKey ? guestLabel(c.guestKey) : ''),
    isGuest: !c.userId,
    sellerId: c.sellerId,
    sellerName: c.sellerName,
    agentId: c.agentId,
    agentName: c.agentName,
    lastSeq: c.lastSeq,
    buyerReadSeq: c.buyerReadSeq,
    staffReadSeq: c.staffReadSeq,
    buyerUnread: c.buyerUnread,
    staffUnread: c.staffUnread,
    waitingSince: iso(c.waitingSince),
    lastMessageAt: iso(c.lastMessageAt),
    lastType: c.lastType,
    lastContent: c.lastType === 'img' ? '[picture]' : c.lastContent,
    lang: c.lang,
  };
}

/** A buyer's name as a store sees it: masked as reviews show it (a store never sees the buyer's e-mail). */
export function buyerNameForStore(username: string | null): string {
  return username ? maskName(username) : '';
}

/** A buyer conversation as the seller console lists it. */
export type StoreConversationDto = StoreConversation;

export function toStoreConversationDto(c: ConversationView): StoreConversationDto {
  return {
    id: c.id,
    buyer: { name: buyerNameForStore(c.username), avatar: c.userAvatar ?? 1 },
    unread: c.staffUnread,
    lastSeq: c.lastSeq,
    buyerReadSeq: c.buyerReadSeq,
    lastMessageAt: iso(c.lastMessageAt),
    lastType: c.lastType,
    lastPreview: c.lastType === 'text' && c.lastContent !== null ? c.lastContent.slice(0, 200) : null,
  };
}
