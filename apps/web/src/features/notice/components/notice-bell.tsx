import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n';
import { useIsLoggedIn } from '@/lib/session';
import { useUnreadNotices } from '@/features/notice/api/get-unread';
import '@/components/ui/chat-badge.css';
import './notice-bell.css';

// The panel's code and texts load together, on first use.
const NoticePanel = lazy(() => Promise.all([import('./notice-panel'), i18n.loadNamespaces('notice')]).then(([m]) => m));

/**
 * The bell of a signed-in visitor (desktop header, mobile site): the unread count, one small call
 * refreshed sparingly; the list opens in a panel loaded on first use.
 */
export function NoticeBell({ site }: { site: 'desktop' | 'wap' }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const unread = useUnreadNotices(loggedIn);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const count = unread.data ?? 0;

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);

  if (!loggedIn) return null;
  return (
    <div className={`notice-bell notice-bell--${site}`} ref={box}>
      <button
        type="button"
        className="notice-bell__button"
        aria-label={count > 0 ? t('header.noticesUnread', { count }) : t('header.notices')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="notice-bell"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 002.45-2h-4.9A2.5 2.5 0 0012 22zm7-6V11a7 7 0 00-5.5-6.84V3a1.5 1.5 0 00-3 0v1.16A7 7 0 005 11v5l-2 2v1h18v-1z"
          />
        </svg>
        {count > 0 ? (
          <span className="chat-badge notice-bell__count" data-testid="notice-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense
          fallback={
            <div className="notice-panel notice-panel--loading">
              <Spinner size="sm" />
            </div>
          }
        >
          <NoticePanel site={site} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
