/** Chat shapes of our REST and socket answers (agent console, seller console), shared by server and web. */

/** A message as sockets, the agent REST and the seller REST send it. */
export interface ChatMessage {
  id: string;
  conversationId: string;
  seq: number;
  from: 'buyer' | 'agent' | 'seller';
  senderName: string;
  type: 'text' | 'img';
  content: string;
  clientId: string | null;
  deleteStatus: number;
  createdAt: string;
}

/**
 * A buyer ↔ seller message row of the prebuilt chat app's calls (`userOnlineChatController!list`,
 * `senddefault`; contract §4.8): `send_receive` relative to the reader.
 */
export interface SellerMessageWire {
  id: string;
  send_receive: 'send' | 'receive';
  type: 'text' | 'img';
  content: string;
  createtime: string;
  delete_status: number;
  seq: number;
  /** the language of `content` where the server chose it (a store's greeting, `senddefault`): a request language code */
  content_lang?: string;
}

/** A buyer conversation as the seller console lists it: the buyer, the store's unread count, the last message. */
export interface StoreConversation {
  id: string;
  buyer: { name: string; avatar: number };
  /** buyer messages the store has not read */
  unread: number;
  lastSeq: number;
  /** how far the buyer has read (the store's messages up to it show as read) */
  buyerReadSeq: number;
  lastMessageAt: string | null;
  lastType: 'text' | 'img' | null;
  /** text (sanitised, at most 200 characters) or null for an image */
  lastPreview: string | null;
}
