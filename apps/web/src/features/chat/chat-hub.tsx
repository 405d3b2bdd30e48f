import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';
import { chatText, type ChatMessage } from '@/lib/chat-messages';
import { buyerUploadHeaders } from './chat-client';
import { ChatPanel } from './chat-panel';
import { CONVERSATIONS_PAGE, fetchStoreConversations, startStoreConversation, type StoreConversation } from './store-chat-client';
import { useBuyerChat, type OtherChatEvent } from './use-buyer-chat';
import { STORES_KEY, useStoreChat } from './use-store-chat';
import '@/components/ui/chat-badge.css';
import './chat-hub.css';

const SERVICE = 'service';

function HeadsetGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M12 3a8 8 0 00-8 8v6a3 3 0 003 3h2v-7H6v-2a6 6 0 0112 0v2h-3v7h2a3 3 0 003-3v-6a8 8 0 00-8-8z" />
    </svg>
  );
}

function Badge({ count }: { count: number }) {
  const { t } = useTranslation('chat-buyer');
  if (count <= 0) return null;
  return (
    <span className="chat-badge" dir="ltr" data-testid="chat-conv-unread">
      <span className="visually-hidden">{t('list.unread', { count })} </span>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
    </span>
  );
}

function preview(t: (k: string) => string, content: string | undefined, type?: 'text' | 'img'): string {
  if (!content) return '';
  if (type === 'img' || content === '[picture]') return t('list.picture');
  return chatText(content).replace(/\s+/g, ' ');
}

interface ConversationListProps {
  selected: string;
  onSelect: (id: string) => void;
  service: { last?: ChatMessage; unread: number };
  /** the pages of the buyer's store conversations, 50 a page */
  stores: UseInfiniteQueryResult<InfiniteData<StoreConversation[]>>;
  /** their rows, each conversation once */
  rows: StoreConversation[];
}

/**
 * "Customer service" first, then the buyer's store conversations (latest activity first), a page
 * at a time: "More conversations" asks for the next page.
 */
function ConversationList({ selected, onSelect, service, stores, rows }: ConversationListProps) {
  const { t } = useTranslation('chat-buyer');
  const item = (id: string, testKind: string, icon: ReactNode, name: ReactNode, last: string, unread: number, extra?: object) => (
    <li key={id}>
      <button
        type="button"
        className="chat-conv"
        aria-current={selected === id ? 'true' : undefined}
        onClick={() => onSelect(id)}
        data-testid="chat-conv"
        data-kind={testKind}
        {...extra}
      >
        <span className="chat-conv__avatar">{icon}</span>
        <span className="chat-conv__body">
          <span className="chat-conv__name" dir="auto">
            {name}
          </span>
          {last ? (
            <span className="chat-conv__last" dir="auto">
              {last}
            </span>
          ) : null}
        </span>
        <Badge count={unread} />
      </button>
    </li>
  );
  const moreFailed = stores.isFetchNextPageError;
  return (
    <nav className="chat-convs" aria-label={t('list.label')} data-testid="chat-convs">
      <ul>
        {item(SERVICE, 'service', <HeadsetGlyph />, t('chat:title'), preview(t, service.last?.content, service.last?.type), service.unread)}
        {stores.isPending ? (
          <li className="chat-convs__state" aria-busy="true" data-testid="chat-convs-loading">
            <span className="chat-conv__skeleton skeleton" />
            <span className="visually-hidden">{t('list.loading')}</span>
          </li>
        ) : stores.isError && !moreFailed ? (
          <li className="chat-convs__state chat-convs__state--error" role="alert">
            <span>{t('list.error')}</span>
            <button type="button" className="link-button" onClick={() => void stores.refetch()}>
              {t('list.retry')}
            </button>
          </li>
        ) : rows.length === 0 ? (
          <li className="chat-convs__state" data-testid="chat-convs-empty">
            {t('list.empty')}
          </li>
        ) : null}
        {rows.map((r) =>
          item(
            r.partyid,
            'store',
            r.avatar ? <img src={r.avatar} alt="" loading="lazy" /> : <span aria-hidden="true">{(r.username || '?').slice(0, 1)}</span>,
            r.username,
            preview(t, r.content),
            r.unreadmsg,
            { 'data-store': r.partyid },
          ),
        )}
        {stores.hasNextPage ? (
          <li className="chat-convs__more">
            {moreFailed ? (
              <span className="chat-convs__more-error" role="alert">
                {t('list.moreError')}
              </span>
            ) : null}
            <button
              type="button"
              className="link-button"
              onClick={() => void stores.fetchNextPage()}
              disabled={stores.isFetchingNextPage}
              aria-busy={stores.isFetchingNextPage || undefined}
              data-testid="chat-convs-more"
            >
              {stores.isFetchingNextPage ? t('list.loadingMore') : moreFailed ? t('list.retry') : t('list.more')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export interface ChatHubProps {
  /** open on this store's conversation (Contact seller); changes with each request */
  storeId?: string;
  /** that store's name (from the page the buyer came from): shown until the list's pages hold the conversation */
  storeName?: string;
  /** a new number for each "Contact seller" request (the same store may be asked for twice) */
  request?: number;
  layout: 'window' | 'page';
  /** the title of what is shown (the window's or the page's bar) */
  onTitle?: (title: string) => void;
  onMode?: (mode: 'socket' | 'poll') => void;
}

/**
 * The buyer's chats in one place: customer service (as before) and, for a signed-in buyer, the
 * conversations with stores, with a list to switch between them. Guests see customer service only.
 */
export function ChatHub({ storeId, storeName, request, layout, onTitle, onMode }: ChatHubProps) {
  const { t } = useTranslation('chat-buyer');
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string>(loggedIn && storeId ? storeId : SERVICE);
  // `refused`: the server said no (its own store, no such store): nothing to load or retry
  const [opening, setOpening] = useState<{ status: 'pending' | 'error'; error?: string; refused?: boolean } | null>(null);
  const storeSelected = selected !== SERVICE ? selected : null;

  const stores = useInfiniteQuery({
    queryKey: STORES_KEY,
    queryFn: ({ pageParam }) => fetchStoreConversations(pageParam),
    initialPageParam: 1,
    // a full page may have more after it (pages by offset: a conversation with new activity moves to the first page)
    getNextPageParam: (last, pages) => (last.length >= CONVERSATIONS_PAGE ? pages.length + 1 : undefined),
    enabled: loggedIn,
    staleTime: 2_000,
  });
  const rows = useMemo(() => {
    // A conversation that moved up between two pages' reads would show twice: once, where it is newest.
    const seen = new Set<string>();
    return (stores.data?.pages ?? []).flat().filter((r) => !seen.has(r.partyid) && !!seen.add(r.partyid));
  }, [stores.data]);
  const conversationOf = useCallback((partyid: string) => rows.find((r) => r.partyid === partyid), [rows]);

  // Live messages of store conversations arrive on the customer-service socket (the buyer's room).
  const storeRef = useRef<{ push: (m: ChatMessage) => void; id?: string }>({ push: () => undefined });
  const markReadRef = useRef<(conversationId: string, seq: number) => Promise<void>>(() => Promise.resolve());
  const onOther = useCallback(
    (e: OtherChatEvent) => {
      const refresh = () => void queryClient.invalidateQueries({ queryKey: STORES_KEY });
      if (storeRef.current.id && e.conversationId === storeRef.current.id) {
        storeRef.current.push(e.message);
        // shown, so read: the list asks again once the server has it read
        if (e.message.from !== 'buyer') void markReadRef.current(e.conversationId, e.message.seq).then(refresh, refresh);
        else refresh();
      } else refresh();
    },
    [queryClient],
  );
  const service = useBuyerChat(true, loggedIn ? onOther : undefined);
  const refused = opening?.status === 'error' && !!opening.refused;
  const store = useStoreChat(opening?.status === 'pending' || refused ? null : storeSelected, service.mode);
  const current = storeSelected ? conversationOf(storeSelected) : undefined;
  // Contact seller for a conversation beyond the loaded pages (or not listed yet): a row of its own, on top.
  const pinned: StoreConversation | undefined =
    storeSelected && !current && !refused && storeSelected === storeId && storeName
      ? { id: '', partyid: storeId, username: storeName, avatar: '', content: '', unreadmsg: 0, updatetime: '' }
      : undefined;
  useEffect(() => {
    storeRef.current = { push: store.push, id: current?.id };
    markReadRef.current = service.markRead;
  });

  // The list: on the poll every 5 s (as the old clients), else when the socket says something changed.
  useEffect(() => {
    if (!loggedIn || service.mode !== 'poll') return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: STORES_KEY }), 5000);
    return () => clearInterval(timer);
  }, [loggedIn, service.mode, queryClient]);

  // "Contact seller": start the conversation (the store's greeting, once), then show it.
  useEffect(() => {
    if (!loggedIn || !storeId) return;
    let stop = false;
    setSelected(storeId);
    setOpening({ status: 'pending' });
    startStoreConversation(storeId).then(
      () => {
        if (stop) return;
        setOpening(null);
        void queryClient.invalidateQueries({ queryKey: STORES_KEY });
      },
      (e: Error) => !stop && setOpening({ status: 'error', error: e.message, refused: e instanceof ApiError }),
    );
    return () => {
      stop = true;
    };
  }, [loggedIn, storeId, request, queryClient]);

  // Customer-service messages that arrive while a store is shown: a badge on its row.
  const serviceLast = service.messages.length ? service.messages[service.messages.length - 1] : undefined;
  const seen = useRef<number | null>(null);
  const [seenSeq, setSeenSeq] = useState<number | null>(null);
  useEffect(() => {
    if (!serviceLast) return;
    if (seen.current === null || selected === SERVICE) {
      seen.current = serviceLast.seq;
      setSeenSeq(serviceLast.seq);
    }
  }, [serviceLast, selected]);
  const serviceUnread =
    selected === SERVICE || seenSeq === null ? 0 : service.messages.filter((m) => m.seq > seenSeq && m.from !== 'buyer').length;

  const title = storeSelected ? (current ?? pinned)?.username || t('list.store') : t('chat:title');
  useEffect(() => onTitle?.(title), [title, onTitle]);
  useEffect(() => onMode?.(service.mode), [service.mode, onMode]);

  const panel = storeSelected ? (
    <ChatPanel
      key={storeSelected}
      messages={store.messages}
      mine="buyer"
      onSend={store.send}
      onImage={store.sendImage}
      error={opening?.status === 'error' ? opening.error : store.error}
      disabled={opening !== null || store.status !== 'ready'}
      emptyText={refused ? '' : store.status === 'ready' ? t('list.storeEmpty') : store.status === 'error' ? '' : t('list.loading')}
      older={
        refused ? null : store.status === 'error' ? (
          <button type="button" className="link-button" onClick={() => store.retry()}>
            {t('list.retry')}
          </button>
        ) : store.hasMore ? (
          <button type="button" className="link-button" onClick={() => void store.loadOlder()} disabled={store.loadingOlder}>
            {t('list.older')}
          </button>
        ) : null
      }
    />
  ) : (
    <ChatPanel
      messages={service.messages}
      mine="buyer"
      onSend={service.send}
      onImage={service.sendImage}
      onTyping={service.notifyTyping}
      error={service.error}
      typing={service.typing}
      mediaHeaders={buyerUploadHeaders}
    />
  );
  if (!loggedIn) return panel;
  return (
    <div className={`chat-hub chat-hub--${layout}`} data-testid="chat-hub" data-selected={storeSelected ? 'store' : 'service'}>
      <ConversationList
        selected={selected}
        onSelect={(id) => {
          setOpening(null);
          setSelected(id);
        }}
        service={{ last: serviceLast, unread: serviceUnread }}
        stores={stores}
        rows={pinned ? [pinned, ...rows] : rows}
      />
      <div className="chat-hub__main" data-testid="chat-conversation" data-store={storeSelected ?? undefined}>
        {panel}
      </div>
    </div>
  );
}
