import type { ReactNode } from 'react';

/**
 * The chat's messages as every chat screen handles them: the buyer's window and the agent console
 * (features/chat) and the seller console's chat view (features/seller) share these.
 */

/** A chat message as the socket, the agent REST and (mapped) the 5 s poll deliver it. */
export interface ChatMessage {
  id: string;
  seq: number;
  from: 'buyer' | 'agent' | 'seller';
  senderName?: string;
  type: 'text' | 'img';
  content: string;
  clientId?: string | null;
  createdAt?: string;
}

/** The props of the chat's message panel (features/chat/chat-panel.tsx), which a route hands to the seller's view. */
export interface ChatPanelProps {
  messages: ChatMessage[];
  /** whose messages are "mine" (right-aligned) */
  mine: ChatMessage['from'];
  onSend: (type: 'text', content: string) => void | Promise<void>;
  onImage: (file: File) => void | Promise<void>;
  onTyping?: () => void;
  error?: string | null;
  typing?: boolean;
  disabled?: boolean;
  /** the other side has read "my" messages up to this sequence number (shown as a read receipt) */
  readSeq?: number;
  /** shown above the messages (e.g. a "load older messages" button) */
  older?: ReactNode;
  /** what an empty list says (default: customer service's greeting; '' says nothing) */
  emptyText?: string;
  /** the credentials that read private pictures (a guest's, in customer service): see useChatImage */
  mediaHeaders?: () => Promise<Record<string, string>>;
}

/** Tests and old browsers: `localStorage.chatNoSocket = '1'` keeps the window on the 5 s poll. */
export function socketDisabled(): boolean {
  return localStorage.getItem('chatNoSocket') === '1' || typeof WebSocket === 'undefined';
}

/** Chat text is entity-escaped by the server (no HTML kept): shown as text, never as HTML. */
export function chatText(s: string): string {
  return s.replace(
    /&(lt|gt|amp|quot|#39|#x27);/g,
    (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", '#x27': "'" })[e] ?? '',
  );
}

export function newClientId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Merge by sequence (idempotent: the same message from socket and poll appears once). */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const by = new Map(list.map((m) => [m.seq, m]));
  for (const m of more) by.set(m.seq, m);
  return [...by.values()].sort((a, b) => a.seq - b.seq);
}
