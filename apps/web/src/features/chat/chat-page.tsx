import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageBar } from '../../app/wap/components/page-bar';
import { ChatPanel } from './chat-panel';
import { useBuyerChat } from './use-buyer-chat';

/** The mobile site's customer-service page (`/wap/chat`): the same conversation, full screen. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const chat = useBuyerChat(true);
  const queryClient = useQueryClient();
  // What the page showed is read: the unread badges (header, mobile links) ask again on leaving.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: ['chat', 'unread'] }), [queryClient]);
  return (
    <section className="chat-page" aria-label={t('title')} data-testid="chat-page" data-mode={chat.mode}>
      <PageBar title={t('title')} fallback="/wap" />
      <ChatPanel
        messages={chat.messages}
        mine="buyer"
        onSend={chat.send}
        onImage={chat.sendImage}
        onTyping={chat.notifyTyping}
        error={chat.error}
        typing={chat.typing}
      />
    </section>
  );
}
