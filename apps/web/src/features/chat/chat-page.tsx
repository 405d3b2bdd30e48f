import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageBar } from '@/components/layouts/page-bar';
import { ChatHub } from './chat-hub';

/**
 * The mobile site's chat page (`/wap/chat`): customer service and, for a signed-in buyer, the store
 * conversations with their list, full screen. `?store=<id>` (Contact seller) opens that store's.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const [params] = useSearchParams();
  const storeId = params.get('store')?.trim() || undefined;
  // the store's name when Contact seller brought us here (a title until the list has the conversation)
  const storeName = (useLocation().state as { storeName?: string } | null)?.storeName;
  const [title, setTitle] = useState(() => t('title'));
  const [mode, setMode] = useState<'socket' | 'poll'>('poll');
  const queryClient = useQueryClient();
  // What the page showed is read: the unread badges (header, mobile links) ask again on leaving.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: ['chat', 'unread'] }), [queryClient]);
  return (
    <section className="chat-page" aria-label={t('title')} data-testid="chat-page" data-mode={mode}>
      <PageBar title={title} fallback="/wap" />
      <ChatHub layout="page" storeId={storeId} storeName={storeName} onTitle={setTitle} onMode={setMode} />
    </section>
  );
}
