import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/lib/session';
import { i18n } from '@/lib/i18n';
import { handleChatOpen, requestChatOpen, type ChatOpenRequest } from './chat-open';
import { fetchUnread } from './chat-unread';
import '@/components/ui/chat-badge.css';
import './chat-window.css';

const ChatWindow = lazy(() => import('./chat-window'));

/** The header's customer-service icon: unread badge (30 s poll) and the chat window, loaded on first open. */
export function ChatLauncher() {
  // The `chat` texts (one small file) load with the header, without suspending it.
  const { t } = useTranslation('chat', { useSuspense: false });
  const loggedIn = useIsLoggedIn();
  const [open, setOpen] = useState(false);
  // "Contact seller" (store and goods pages, contact-seller-button.tsx) opens the window on a store's
  // conversation, the header's icon on customer service (chat-open.ts).
  const [target, setTarget] = useState<ChatOpenRequest & { request: number }>({ request: 0 });
  useEffect(
    () =>
      handleChatOpen(({ storeId, storeName }) => {
        void i18n.loadNamespaces(['chat', 'chat-buyer']).then(() => {
          setTarget((x) => ({ storeId, storeName, request: x.request + 1 }));
          setOpen(true);
        });
      }),
    [],
  );
  const queryClient = useQueryClient();
  const key = ['chat', 'unread', loggedIn];
  const unread = useQuery({
    queryKey: key,
    queryFn: fetchUnread,
    refetchInterval: open ? false : 30_000,
    staleTime: 10_000,
  });
  const count = open ? 0 : (unread.data ?? 0);
  return (
    <>
      <button
        type="button"
        className="chat-launcher"
        aria-label={t('title')}
        title={t('title')}
        data-testid="chat-launcher"
        // the header's icon: customer service (the same request, without a store)
        onClick={() => requestChatOpen()}
      >
        {/* an icon of our own: emoji glyphs depend on the system's fonts */}
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M12 3a8 8 0 00-8 8v6a3 3 0 003 3h2v-7H6v-2a6 6 0 0112 0v2h-3v7h2a3 3 0 003-3v-6a8 8 0 00-8-8z" />
        </svg>
        {count > 0 && (
          <span className="chat-badge" data-testid="chat-badge">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatWindow
            storeId={target.storeId}
            storeName={target.storeName}
            request={target.request}
            onClose={() => {
              // What the window showed is read: no stale count from before it opened (the 30 s poll corrects it).
              queryClient.setQueryData(key, 0);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
