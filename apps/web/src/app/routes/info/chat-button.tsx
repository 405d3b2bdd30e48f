import { useTranslation } from 'react-i18next';
import { requestChatOpen } from '@/features/chat/chat-open';

/** Opens the customer-service chat window (the header's headset does the same). */
export function ServiceChatButton({ className = 'btn btn--primary' }: { className?: string }) {
  const { t } = useTranslation('pages');
  return (
    <button type="button" className={className} onClick={() => requestChatOpen()} data-testid="info-chat">
      {t('chat')}
    </button>
  );
}
