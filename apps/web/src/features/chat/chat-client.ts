import { callAction } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { getToken } from '@/lib/session';

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

import { GUEST_KEY } from './chat-unread';

export { fetchUnread } from './chat-unread';

/** The guest's id: issued (signed) by the server once and kept in localStorage; it is the guest's secret. */
export async function guestId(): Promise<string> {
  const kept = localStorage.getItem(GUEST_KEY);
  if (kept) return kept;
  const r = await fetch('/v1/chat/guest', { credentials: 'same-origin' });
  const { anonymousId } = (await r.json()) as { anonymousId: string };
  localStorage.setItem(GUEST_KEY, anonymousId);
  return anonymousId;
}

/** Socket credentials: the session when signed in (the guest id too, merged once), else the guest id. */
export async function buyerAuth(): Promise<Record<string, string>> {
  const token = getToken();
  const kept = localStorage.getItem(GUEST_KEY);
  if (token) return kept ? { token, anonymousId: kept } : { token };
  return { anonymousId: await guestId() };
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

/** Upload an image for chat (jpeg/png/webp ≤ 2 MB, checked by the server); answers its path. */
export async function uploadChatImage(file: File, headers: Record<string, string>): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const r = await fetch(`/v1/chat/uploads?lang=${encodeURIComponent(currentLang())}`, {
    method: 'POST',
    body: form,
    headers,
    credentials: 'same-origin',
  });
  const body = (await r.json()) as { path?: string; error?: { message: string } };
  if (!r.ok || !body.path) throw new Error(body.error?.message ?? 'upload failed');
  return body.path;
}

export async function buyerUploadHeaders(): Promise<Record<string, string>> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : { 'X-Chat-Guest': await guestId() };
}

interface LegacyRow {
  id: string;
  seq: number;
  send_receive: 'send' | 'receive';
  type: 'text' | 'img';
  content: string;
  targetUsername: string;
}

/** The 5 s poll (old contract): the newest page, mapped to messages. */
export async function pollMessages(): Promise<ChatMessage[]> {
  const anonymousId = getToken() ? undefined : await guestId();
  const rows = await callAction<LegacyRow[]>('newOnlinechat!list', { anonymousId });
  return rows.map((r) => ({
    id: r.id,
    seq: r.seq,
    from: r.send_receive === 'send' ? 'buyer' : 'agent',
    senderName: r.targetUsername,
    type: r.type,
    content: r.content,
  }));
}

export async function postMessage(type: 'text' | 'img', content: string): Promise<void> {
  const anonymousId = getToken() ? undefined : await guestId();
  await callAction('newOnlinechat!send', { type, content: type === 'text' ? encodeURIComponent(content) : content, anonymousId });
}

/** Merge by sequence (idempotent: the same message from socket and poll appears once). */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const by = new Map(list.map((m) => [m.seq, m]));
  for (const m of more) by.set(m.seq, m);
  return [...by.values()].sort((a, b) => a.seq - b.seq);
}
