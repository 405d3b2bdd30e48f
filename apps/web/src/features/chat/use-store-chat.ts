import { useCallback } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { buyerUploadHeaders } from './chat-client';
import { fetchStoreMessages, sendStoreMessage, STORE_PAGE, type StoreConversation } from './store-chat-client';
import { useConversation } from './use-conversation';

export const STORES_KEY = ['chat', 'stores'] as const;

/**
 * One store conversation of the signed-in buyer (`partyid` = the store): the newest page with `list`
 * (which marks it read), older pages backwards, `send` for text and images. Live: `push` takes the
 * socket's messages; on the poll (`mode = 'poll'`) the newest page is read every 5 s.
 */
export function useStoreChat(storeId: string | null, mode: 'socket' | 'poll') {
  const queryClient = useQueryClient();

  /** The list's row of this store: read now (the first page marked it on the server). */
  const clearUnread = useCallback(
    (id: string) =>
      queryClient.setQueryData<InfiniteData<StoreConversation[]>>(
        STORES_KEY,
        (data) => data && { ...data, pages: data.pages.map((rows) => rows.map((r) => (r.partyid === id ? { ...r, unreadmsg: 0 } : r))) },
      ),
    [queryClient],
  );

  const chat = useConversation(
    storeId
      ? {
          key: storeId,
          newest: () => fetchStoreMessages(storeId),
          older: (beforeId) => fetchStoreMessages(storeId, beforeId),
          pageSize: STORE_PAGE,
          send: async (type, content) => {
            await sendStoreMessage(storeId, type, content);
            return fetchStoreMessages(storeId);
          },
          uploadHeaders: buyerUploadHeaders,
          onNewest: () => clearUnread(storeId),
          onSent: () => {
            clearUnread(storeId);
            void queryClient.invalidateQueries({ queryKey: STORES_KEY });
          },
        }
      : null,
    { start: 'page', poll: mode === 'poll' },
  );

  const { messages, status, error, hasMore, loadingOlder, loadOlder, send, sendImage, push, retry } = chat;
  return { messages, status, error, hasMore, loadingOlder, loadOlder, send, sendImage, push, retry };
}
