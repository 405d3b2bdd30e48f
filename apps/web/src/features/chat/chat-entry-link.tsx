import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/lib/session';
import { fetchUnread } from './chat-unread';
import '@/components/ui/chat-badge.css';
import './chat-entry.css';

/** The customer-service headset (the same icon as the desktop header's). */
export function HeadsetIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M12 3a8 8 0 00-8 8v6a3 3 0 003 3h2v-7H6v-2a6 6 0 0112 0v2h-3v7h2a3 3 0 003-3v-6a8 8 0 00-8-8z" />
    </svg>
  );
}

/**
 * A link to the mobile customer-service page (`/wap/chat`) with the unread badge (the header's
 * query: read once, then every 30 s; guests without a guest id read 0 without a call).
 * `variant="icon"`: icon over a short label (the goods page's buy bar); `"row"`: a list row (the "me" page).
 */
export function ChatEntryLink({ variant, className }: { variant: 'icon' | 'row'; className?: string }) {
  const { t } = useTranslation('wap');
  const loggedIn = useIsLoggedIn();
  const unread = useQuery({ queryKey: ['chat', 'unread', loggedIn], queryFn: fetchUnread, refetchInterval: 30_000, staleTime: 10_000 });
  const count = unread.data ?? 0;
  const badge =
    count > 0 ? (
      <span className="chat-badge" dir="ltr" data-testid="chat-entry-badge">
        <span className="visually-hidden">{t('service.unread')} </span>
        {count > 99 ? '99+' : count}
      </span>
    ) : null;
  return (
    <Link to="/wap/chat" className={`chat-entry chat-entry--${variant} ${className ?? ''}`} data-testid="wap-chat-link">
      <span className="chat-entry__icon">
        <HeadsetIcon />
        {variant === 'icon' ? badge : null}
      </span>
      <span className="chat-entry__label">{variant === 'icon' ? t('service.short') : t('service.label')}</span>
      {variant === 'row' ? badge : null}
    </Link>
  );
}
