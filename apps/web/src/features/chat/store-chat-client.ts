import type { SellerMessageWire } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import type { ChatMessage } from '@/lib/chat-messages';

/**
 * The buyer ↔ seller calls of the prebuilt chat app (`userOnlineChatController!*`, contract §4.8),
 * always with `loginType=user`: the server answers only the signed-in buyer's own conversations.
 */
const A = 'userOnlineChatController';

/** A `userlist` row: one of the buyer's store conversations (the other party is the store). */
export interface StoreConversation {
  /** the conversation id */
  id: string;
  unreadmsg: number;
  /** the store's name */
  username: string;
  /** the store's logo (relative for our own client), or '' */
  avatar: string;
  /** the store id (`partyid` of list/send) */
  partyid: string;
  /** the last message's text, or `[picture]` */
  content: string;
  updatetime: string;
}

/** The server's page size of `list` (SELLER_PAGE): a shorter page is the oldest. */
export const STORE_PAGE = 30;

/** The server's page size of `userlist`: a shorter page is the last. */
export const CONVERSATIONS_PAGE = 50;

/** One page of the buyer's store conversations, latest activity first (`pageNo` from 1). */
export function fetchStoreConversations(pageNo = 1): Promise<StoreConversation[]> {
  return callAction<StoreConversation[]>(`${A}!userlist`, { loginType: 'user', pageNo });
}

/** Messages with a store, oldest first; `before` = the id of the oldest shown (paging backwards). The first page marks read. */
export async function fetchStoreMessages(storeId: string, before?: string): Promise<ChatMessage[]> {
  const rows = await callAction<SellerMessageWire[]>(`${A}!list`, { loginType: 'user', partyid: storeId, message_id: before });
  return rows
    .map((r): ChatMessage => ({
      id: r.id,
      seq: r.seq,
      from: r.send_receive === 'send' ? 'buyer' : 'seller',
      type: r.type,
      content: r.content,
      createdAt: r.createtime,
    }))
    .reverse();
}

export async function sendStoreMessage(storeId: string, type: 'text' | 'img', content: string): Promise<void> {
  await callAction(`${A}!send`, {
    loginType: 'user',
    partyid: storeId,
    type,
    content: type === 'text' ? encodeURIComponent(content) : content,
  });
}

/** Opening a chat with a store as the chat app does: `senddefault` starts the conversation (with the store's greeting) once. */
export async function startStoreConversation(storeId: string): Promise<void> {
  await callAction(`${A}!senddefault`, { partyid: storeId });
}

/** `onechat`: marks one conversation read for the buyer. */
export async function markStoreConversationRead(conversationId: string): Promise<void> {
  await callAction(`${A}!onechat`, { loginType: 'user', chatid: conversationId });
}
