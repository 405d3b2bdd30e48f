import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@/lib/session';
import { getToken } from '@/lib/session';
import { requestChatOpen } from './chat-open';

interface ContactSellerButtonProps {
  storeId: string;
  /** the store's name: the chat's title and list row until the conversation list has it */
  storeName?: string;
  /** the signed-in viewer owns this store (`isOwn` of the store or goods answer): no button, a store does not chat with itself */
  own?: boolean;
  /** the mobile site: `/wap/chat?store=…` instead of the desktop window */
  mobile?: boolean;
  className?: string;
}

/**
 * "Contact seller" (store pages, the goods page's store block): opens the chat on this store's
 * conversation. Visitors who are not signed in are sent to sign in first, then back here. Not shown
 * to the store's owner (the server refuses a conversation with one's own store all the same).
 */
export function ContactSellerButton({ storeId, storeName, own, mobile, className }: ContactSellerButtonProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  if (own) return null;
  return (
    <button
      type="button"
      className={className ?? 'btn btn--secondary contact-seller'}
      data-testid="contact-seller"
      onClick={() => {
        if (!getToken()) void navigate(loginPath(location.pathname, location.search));
        else if (mobile) void navigate(`/wap/chat?store=${encodeURIComponent(storeId)}`, { state: { storeName } });
        // the header's chat launcher opens the window on this store (chat-open.ts: kept until it is loaded)
        else requestChatOpen({ storeId, storeName });
      }}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M4 4h16a2 2 0 012 2v10a2 2 0 01-2 2H8l-4 4V6a2 2 0 012-2zm2 5v2h12V9H6zm0-3v2h12V6H6zm0 6v2h8v-2H6z" />
      </svg>
      <span>{t('store.contactSeller')}</span>
    </button>
  );
}
