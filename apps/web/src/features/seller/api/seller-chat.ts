import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLang, i18n } from '@/lib/i18n';
import { sellerRequest, sellerSession } from '@/lib/console-client';
import type { SellerChatConversationPage, SellerChatMessage, SellerChatMessagePage } from '@/features/seller/types';

/** Every seller-chat query lives under this key: one invalidation refreshes list, badge and thread. */
export const sellerChatKey = ['seller', 'chat'] as const;

/** `GET /v1/seller/chat/unread`: unread buyer messages over all conversations (the nav badge). */
export function getSellerChatUnread(signal?: AbortSignal): Promise<{ unread: number }> {
  return sellerRequest('GET', 'chat/unread', undefined, signal);
}

/** The nav badge: read on load, every 30 s, and at once whenever the chat view sees news. */
export function useSellerChatUnread() {
  return useQuery({
    queryKey: [...sellerChatKey, 'unread'],
    queryFn: ({ signal }) => getSellerChatUnread(signal),
    refetchInterval: 30_000,
    staleTime: 10_000,
  });
}

/** `GET /v1/seller/chat/conversations?page`: newest activity first, 20 a page. */
export function listSellerConversations(page: number, signal?: AbortSignal): Promise<SellerChatConversationPage> {
  return sellerRequest('GET', `chat/conversations?page=${page}`, undefined, signal);
}

/**
 * The conversation list, its first `pages` pages in one list ("load more" asks for one page more; a
 * refresh reads them all again); `pollMs` while the socket is unavailable. (Plain `useQuery`: the
 * infinite-query code of TanStack would grow the shared framework chunk of every route.)
 */
export function useSellerConversations(pages: number, pollMs: number | false) {
  return useQuery({
    queryKey: [...sellerChatKey, 'conversations', pages],
    queryFn: async ({ signal }) => {
      const all: SellerChatConversationPage = { items: [], hasMore: true, unread: 0 };
      for (let page = 1; page <= pages && all.hasMore; page++) {
        const r = await listSellerConversations(page, signal);
        const seen = new Set(all.items.map((c) => c.id));
        all.items.push(...r.items.filter((c) => !seen.has(c.id)));
        all.hasMore = r.hasMore;
        all.unread = r.unread;
      }
      return all;
    },
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });
}

/** `GET /v1/seller/chat/conversations/:id/messages?before`: newest first, 30 a page; the first page marks read. */
export function listSellerChatMessages(id: string, before: string | undefined, signal?: AbortSignal): Promise<SellerChatMessagePage> {
  const q = before ? `?before=${encodeURIComponent(before)}` : '';
  return sellerRequest('GET', `chat/conversations/${encodeURIComponent(id)}/messages${q}`, undefined, signal);
}

/**
 * One conversation's newest `pages` pages of messages (newest first; "older" asks for one page more,
 * each page before the oldest message of the one above). The newest page marks the conversation read.
 */
export function useSellerChatMessages(id: string, pages: number, pollMs: number | false) {
  return useQuery({
    queryKey: [...sellerChatKey, 'messages', id, pages],
    queryFn: async ({ signal }) => {
      const first = await listSellerChatMessages(id, undefined, signal);
      const all: SellerChatMessagePage = { ...first, items: [...first.items] };
      for (let page = 2; page <= pages && all.hasMore && all.items.length; page++) {
        const r = await listSellerChatMessages(id, all.items[all.items.length - 1].id, signal);
        all.items.push(...r.items);
        all.hasMore = r.hasMore;
      }
      return all;
    },
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
    retry: (n, e) => (e as { code?: string }).code !== 'CHAT_NOT_FOUND' && n < 2,
  });
}

export interface SellerChatSend {
  conversationId: string;
  type: 'text' | 'img';
  content: string;
  clientId: string;
}

/** `POST /v1/seller/chat/conversations/:id/messages` {type, content, clientId}. */
export function sendSellerChat(s: SellerChatSend): Promise<{ message: SellerChatMessage; duplicate: boolean }> {
  return sellerRequest('POST', `chat/conversations/${encodeURIComponent(s.conversationId)}/messages`, {
    type: s.type,
    content: s.content,
    clientId: s.clientId,
  });
}

export function useSendSellerChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendSellerChat,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...sellerChatKey, 'conversations'] }),
  });
}

/** `POST /v1/seller/chat/conversations/:id/read` {seq}: the store has read up to seq. */
export function markSellerChatRead(conversationId: string, seq: number): Promise<{ readSeq: number; unread: number }> {
  return sellerRequest('POST', `chat/conversations/${encodeURIComponent(conversationId)}/read`, { seq });
}

/** An image for a reply through the chat upload path (jpeg/png/webp ≤ 2 MB, checked by the server); answers its path. */
export async function uploadSellerChatImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const token = sellerSession.get();
  let r: Response;
  try {
    r = await fetch(`/v1/chat/uploads?lang=${encodeURIComponent(currentLang())}`, {
      method: 'POST',
      body: form,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(i18n.t('common:errors.network'));
  }
  const body = (await r.json().catch(() => null)) as { path?: string; error?: { message?: string } } | null;
  if (!r.ok || !body?.path) throw new Error(body?.error?.message || i18n.t('common:errors.server'));
  return body.path;
}
