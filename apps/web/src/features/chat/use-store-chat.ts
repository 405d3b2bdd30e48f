import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buyerUploadHeaders, mergeMessages, uploadChatImage, type ChatMessage } from './chat-client';
import { fetchStoreMessages, sendStoreMessage, STORE_PAGE, type StoreConversation } from './store-chat-client';
import { POLL_MS } from './use-buyer-chat';

export const STORES_KEY = ['chat', 'stores'] as const;

/**
 * One store conversation of the signed-in buyer (`partyid` = the store): the newest page with `list`
 * (which marks it read), older pages backwards, `send` for text and images. Live: `push` takes the
 * socket's messages; on the poll (`mode = 'poll'`) the newest page is read every 5 s.
 */
export function useStoreChat(storeId: string | null, mode: 'socket' | 'poll') {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const current = useRef(storeId);

  /** The list's row of this store: read now (the first page marked it on the server). */
  const clearUnread = useCallback(
    (id: string) =>
      queryClient.setQueryData<StoreConversation[]>(STORES_KEY, (rows) =>
        rows?.map((r) => (r.partyid === id ? { ...r, unreadmsg: 0 } : r)),
      ),
    [queryClient],
  );

  const newest = useCallback(
    async (id: string) => {
      const page = await fetchStoreMessages(id);
      if (current.current !== id) return;
      setMessages((list) => mergeMessages(list, page));
      clearUnread(id);
    },
    [clearUnread],
  );

  const load = useCallback(
    (id: string) => {
      setStatus('loading');
      setError(null);
      fetchStoreMessages(id).then(
        (page) => {
          if (current.current !== id) return;
          setMessages(page);
          setHasMore(page.length >= STORE_PAGE);
          setStatus('ready');
          clearUnread(id);
        },
        (e: Error) => {
          if (current.current !== id) return;
          setError(e.message);
          setStatus('error');
        },
      );
    },
    [clearUnread],
  );

  useEffect(() => {
    current.current = storeId;
    setMessages([]);
    setHasMore(false);
    if (!storeId) {
      setStatus('idle');
      return;
    }
    load(storeId);
  }, [storeId, load]);

  useEffect(() => {
    if (!storeId || mode !== 'poll') return;
    const timer = setInterval(() => void newest(storeId).catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [storeId, mode, newest]);

  const push = useCallback((m: ChatMessage) => setMessages((list) => mergeMessages(list, [m])), []);

  const loadOlder = useCallback(async () => {
    if (!storeId || !messages.length) return;
    setLoadingOlder(true);
    try {
      const page = await fetchStoreMessages(storeId, messages[0].id);
      if (current.current !== storeId) return;
      setMessages((list) => mergeMessages(list, page));
      setHasMore(page.length >= STORE_PAGE);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoadingOlder(false);
    }
  }, [storeId, messages]);

  const send = useCallback(
    async (type: 'text' | 'img', content: string) => {
      if (!storeId) return;
      setError(null);
      try {
        await sendStoreMessage(storeId, type, content);
        await newest(storeId);
        void queryClient.invalidateQueries({ queryKey: STORES_KEY });
      } catch (e) {
        setError((e as Error).message);
      }
    },
    [storeId, newest, queryClient],
  );

  const sendImage = useCallback(
    async (file: File) => {
      try {
        await send('img', await uploadChatImage(file, await buyerUploadHeaders()));
      } catch (e) {
        setError((e as Error).message);
      }
    },
    [send],
  );

  return { messages, status, error, hasMore, loadingOlder, loadOlder, send, sendImage, push, retry: () => storeId && load(storeId) };
}
