import { callAction } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { getToken } from '@/lib/session';
import type { ChatMessage } from '@/lib/chat-messages';
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
