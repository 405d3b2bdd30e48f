import { Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsoleFrame } from '@/components/console/console-frame';
import { ConsoleSignIn } from '@/components/console/console-sign-in';
import { Spinner } from '@/components/ui/spinner';
import { useSellerMe } from '@/features/seller/api/get-me';
import { useSellerChatUnread } from '@/features/seller/api/seller-chat';
import { useSellerLogin, useSellerLogout } from '@/features/seller/api/seller-login';
import { sellerSession, useConsoleToken } from '@/lib/console-client';
import { usePageTitle } from '@/lib/use-page-title';
import '@/styles/admin.css';
import './seller.css';

function LoginForm() {
  const { t } = useTranslation('seller');
  const login = useSellerLogin();
  return (
    <ConsoleSignIn
      name="seller-login"
      testIdPrefix="seller-login"
      texts={{ title: t('login.title'), username: t('login.username'), password: t('login.password'), submit: t('login.submit') }}
      intro={t('login.intro')}
      pending={login.isPending}
      error={login.error?.message}
      onSubmit={(input) => login.mutate(input)}
    />
  );
}

/** The nav's chat link with the number of unread buyer messages. */
function ChatNavLink() {
  const { t } = useTranslation('seller');
  const unread = useSellerChatUnread().data?.unread ?? 0;
  return (
    <NavLink to="/seller/chat" className="seller-nav__link seller-nav__chat" data-testid="seller-nav-chat">
      {t('nav.chat')}
      {unread > 0 ? (
        <span className="seller-nav__badge" data-testid="seller-chat-badge">
          <span className="visually-hidden">{t('chat.unread')} </span>
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}

function SignedInBar() {
  const { t } = useTranslation('seller');
  const me = useSellerMe();
  const logout = useSellerLogout();
  return (
    <>
      <nav className="seller-nav" aria-label={t('title')}>
        <NavLink to="/seller" end className="seller-nav__link">
          {t('nav.orders')}
        </NavLink>
        <NavLink to="/seller/notices" className="seller-nav__link">
          {t('nav.notices')}
        </NavLink>
        <NavLink to="/seller/returns" className="seller-nav__link" data-testid="seller-nav-returns">
          {t('aftersale-seller:seller.nav')}
        </NavLink>
        <NavLink to="/seller/reviews" className="seller-nav__link" data-testid="seller-nav-reviews">
          {t('evaluation:seller.nav')}
        </NavLink>
        <ChatNavLink />
      </nav>
      <span className="seller-bar__end">
        {me.data ? (
          <span className="seller-bar__store" data-testid="seller-store-name">
            {me.data.seller.name}
          </span>
        ) : null}
        <button
          type="button"
          className="link-button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          data-testid="seller-logout"
        >
          {t('signOut')}
        </button>
      </span>
    </>
  );
}

/**
 * `/seller/*`: the seller console (own minimal layout, own lazy chunk): its sign-in, then the nav and
 * the page the route picks (`children`: orders, one order, notices, returns, reviews, chat).
 */
export function SellerConsole({ children }: { children: ReactNode }) {
  const { t } = useTranslation('seller');
  usePageTitle(t('title'));
  const token = useConsoleToken(sellerSession);
  return (
    <ConsoleFrame title={t('title')} kind="seller" bar={token ? <SignedInBar /> : null}>
      {!token ? <LoginForm /> : <Suspense fallback={<Spinner />}>{children}</Suspense>}
    </ConsoleFrame>
  );
}
