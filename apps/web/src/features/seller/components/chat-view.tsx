import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { chatText, mergeMessages, newClientId, type ChatMessage, type ChatPanelProps } from '@/lib/chat-messages';
import {
  markSellerChatRead,
  sellerChatKey,
  uploadSellerChatImage,
  useSellerChatMessages,
  useSellerConversations,
  useSendSellerChat,
} from '@/features/seller/api/seller-chat';
import type { SellerChatConversation, SellerChatMessage } from '@/features/seller/types';
import { useSellerChatLive, type SellerChatEvent } from '@/features/seller/use-seller-chat-live';
import { formatShortDateTime } from '@/lib/dates';
import { ErrorBox } from '@/components/console/list-state';

type Live = ReturnType<typeof useSellerChatLive>;
/** The chat feature's message panel, handed in by the route (a feature imports no other feature). */
type Panel = ComponentType<ChatPanelProps>;

const toChat = (m: SellerChatMessage): ChatMessage => ({
  id: m.id,
  seq: m.seq,
  from: m.from,
  senderName: m.senderName,
  type: m.type,
  content: m.content,
  clientId: m.clientId,
  createdAt: m.createdAt,
});

/** The buyer's avatar: the first letter of the name on a colour of the avatar number (buyers have no picture). */
function BuyerAvatar({ name, avatar }: { name: string; avatar: number }) {
  const hue = (Math.abs(Math.trunc(avatar)) * 47) % 360;
  return (
    <span className="seller-chat__avatar" style={{ backgroundColor: `hsl(${hue} 55% 45%)` }} aria-hidden="true">
      {[...(name.trim() || '?')][0].toUpperCase()}
    </span>
  );
}

function ConversationItem({ c }: { c: SellerChatConversation }) {
  const { t } = useTranslation('seller');
  const preview = c.lastType === 'img' ? t('chat.picture') : chatText(c.lastPreview ?? '');
  return (
    <li>
      <NavLink
        to={`/seller/chat/${c.id}`}
        className={`seller-chat__item${c.unread > 0 ? ' seller-chat__item--unread' : ''}`}
        data-testid="seller-chat-item"
      >
        <BuyerAvatar name={c.buyer.name} avatar={c.buyer.avatar} />
        <span className="seller-chat__who">
          <bdi className="seller-chat__name">{c.buyer.name}</bdi>
          <span className="seller-chat__preview" dir="auto">
            {preview}
          </span>
        </span>
        <span className="seller-chat__meta">
          {c.lastMessageAt ? (
            <time className="seller-muted" dateTime={c.lastMessageAt}>
              {formatShortDateTime(c.lastMessageAt)}
            </time>
          ) : null}
          {c.unread > 0 ? (
            <span className="seller-chat__badge" data-testid="seller-chat-item-unread">
              <span className="visually-hidden">{t('chat.unread')} </span>
              {c.unread > 99 ? '99+' : c.unread}
            </span>
          ) : null}
        </span>
      </NavLink>
    </li>
  );
}

function ConversationList({ pollMs }: { pollMs: number | false }) {
  const { t } = useTranslation('seller');
  const [pages, setPages] = useState(1);
  const list = useSellerConversations(pages, pollMs);
  const items = list.data?.items ?? [];
  if (list.isPending)
    return (
      <div className="seller-empty">
        <Spinner label={t('common:actions.loading')} />
      </div>
    );
  if (list.isError) return <ErrorBox error={list.error} onRetry={() => void list.refetch()} />;
  if (items.length === 0)
    return (
      <p className="seller-empty" data-testid="seller-chat-empty">
        {t('chat.empty')}
      </p>
    );
  return (
    <>
      <ul className="seller-chat__items" data-testid="seller-chat-list">
        {items.map((c) => (
          <ConversationItem key={c.id} c={c} />
        ))}
      </ul>
      {list.data?.hasMore ? (
        <Button variant="secondary" size="sm" pending={list.isPlaceholderData} onClick={() => setPages(pages + 1)}>
          {t('chat.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

/** One conversation: history (older pages on demand), replies with text or an image, read receipts. */
function Thread({ id, live, Panel }: { id: string; live: Live; Panel: Panel }) {
  const { t } = useTranslation('seller');
  const qc = useQueryClient();
  const { subscribe, pollMs } = live;
  const [pages, setPages] = useState(1);
  const q = useSellerChatMessages(id, pages, pollMs);
  const send = useSendSellerChat();
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [receipt, setReceipt] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const refreshCounts = useCallback(() => {
    void qc.invalidateQueries({ queryKey: [...sellerChatKey, 'conversations'] });
    void qc.invalidateQueries({ queryKey: [...sellerChatKey, 'unread'] });
  }, [qc]);

  // The newest page marked the conversation read on the server: the list and the badge follow.
  const firstLoadedAt = q.data ? q.dataUpdatedAt : 0;
  useEffect(() => {
    if (firstLoadedAt) refreshCounts();
  }, [firstLoadedAt, refreshCounts]);

  useEffect(
    () =>
      subscribe((e: SellerChatEvent) => {
        if (e.conversationId !== id) return;
        if (e.type === 'message') {
          setExtra((x) => mergeMessages(x, [toChat(e.message)]));
          // Shown in the open conversation: read.
          if (e.message.from === 'buyer') void markSellerChatRead(id, e.message.seq).then(refreshCounts, () => undefined);
        } else if (e.side === 'buyer') setReceipt((r) => Math.max(r, e.seq));
      }),
    [id, subscribe, refreshCounts],
  );

  const conversation = q.data?.conversation;
  const messages = useMemo(() => mergeMessages((q.data?.items ?? []).map(toChat), extra), [q.data, extra]);

  const reply = async (type: 'text' | 'img', content: string) => {
    setError(null);
    try {
      const r = await send.mutateAsync({ conversationId: id, type, content, clientId: newClientId() });
      setExtra((x) => mergeMessages(x, [toChat(r.message)]));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const replyImage = async (file: File) => {
    setError(null);
    try {
      await reply('img', await uploadSellerChatImage(file));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  if (q.isPending)
    return (
      <div className="seller-empty">
        <Spinner label={t('common:actions.loading')} />
      </div>
    );
  if (q.isError)
    return (
      <div className="seller-chat__thread-error">
        <Link to="/seller/chat" className="seller-chat__back">
          {t('chat.back')}
        </Link>
        <ErrorBox error={q.error} onRetry={() => void q.refetch()} />
      </div>
    );
  return (
    <div className="seller-chat__conversation" data-testid="seller-chat-thread">
      <header className="seller-chat__head">
        <Link to="/seller/chat" className="seller-chat__back">
          {t('chat.back')}
        </Link>
        {conversation ? (
          <>
            <BuyerAvatar name={conversation.buyer.name} avatar={conversation.buyer.avatar} />
            <h2 className="seller-chat__title">
              <bdi>{conversation.buyer.name}</bdi>
            </h2>
          </>
        ) : null}
      </header>
      <Panel
        messages={messages}
        mine="seller"
        onSend={reply}
        onImage={replyImage}
        error={error}
        disabled={send.isPending}
        readSeq={Math.max(conversation?.buyerReadSeq ?? 0, receipt)}
        older={
          q.data?.hasMore ? (
            <Button variant="secondary" size="sm" pending={q.isPlaceholderData} onClick={() => setPages(pages + 1)}>
              {t('chat.older')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}

/** `/seller/chat[/:conversationId]`: the store's conversations with buyers beside the open one. */
export function ChatView({ Panel }: { Panel: Panel }) {
  const { t } = useTranslation('seller');
  const { conversationId } = useParams();
  const live = useSellerChatLive();
  return (
    <section className="seller-card seller-chat" aria-labelledby="seller-chat-title" data-testid="seller-chat" data-mode={live.mode}>
      <h1 id="seller-chat-title" className="seller-card__title">
        {t('chat.title')}
      </h1>
      <div className={`seller-chat__grid${conversationId ? ' seller-chat__grid--open' : ''}`}>
        <nav className="seller-chat__list" aria-label={t('chat.listLabel')}>
          <ConversationList pollMs={live.pollMs} />
        </nav>
        <div className="seller-chat__thread">
          {conversationId ? (
            <Thread key={conversationId} id={conversationId} live={live} Panel={Panel} />
          ) : (
            <p className="seller-empty seller-chat__pick">{t('chat.pick')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
