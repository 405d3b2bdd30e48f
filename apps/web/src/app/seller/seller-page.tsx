import { lazy, Suspense, useState, type FormEvent } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useSellerMe } from '@/features/seller/api/get-me';
import { useSellerChatUnread } from '@/features/seller/api/seller-chat';
import { useSellerLogin, useSellerLogout } from '@/features/seller/api/seller-login';
import { useSellerToken } from '@/features/seller/seller-session';
import { usePageTitle } from '@/lib/use-page-title';
import '@/styles/admin.css';
import './seller.css';
import { OrdersView } from './orders-view';

// One order and the notices are chunks of their own, fetched when opened (the queue is the first screen).
const OrderDetailView = lazy(() => import('./order-detail-view').then((m) => ({ default: m.OrderDetailView })));
const NoticesView = lazy(() => import('./notices-view').then((m) => ({ default: m.NoticesView })));
// Returns and reviews (issue 11): chunks of their own too.
const ReturnsView = lazy(() => import('./returns-view').then((m) => ({ default: m.ReturnsView })));
const ReturnDetailView = lazy(() => import('./return-detail-view').then((m) => ({ default: m.ReturnDetailView })));
const ReviewsView = lazy(() => import('./reviews-view').then((m) => ({ default: m.ReviewsView })));
// Chat with buyers (issue 13): its own chunk, with the socket.io client.
const ChatView = lazy(() => import('./chat-view').then((m) => ({ default: m.ChatView })));

function LoginForm() {
  const { t } = useTranslation('seller');
  const login = useSellerLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) return;
    login.mutate({ username: username.trim(), password });
  };
  return (
    <form className="form-card seller-login" onSubmit={onSubmit} noValidate>
      <h1 className="page-title">{t('login.title')}</h1>
      <p className="seller-muted">{t('login.intro')}</p>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
        data-testid="seller-login-username"
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        data-testid="seller-login-password"
      />
      {login.error ? (
        <p className="field__error" role="alert" data-testid="seller-login-error">
          {login.error.message}
        </p>
      ) : null}
      <Button type="submit" pending={login.isPending} data-testid="seller-login-submit">
        {t('login.submit')}
      </Button>
    </form>
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

/** `/seller/*`: the seller console (own minimal layout, own lazy chunk): orders, one order, notices, returns, reviews, chat. */
export default function SellerConsolePage() {
  const { t } = useTranslation('seller');
  usePageTitle(t('title'));
  const token = useSellerToken();
  return (
    <div className="admin-shell seller-shell">
      <header className="admin-bar seller-bar">
        <strong>{t('title')}</strong>
        {token ? <SignedInBar /> : null}
      </header>
      <main className="admin-main seller-main">
        {!token ? (
          <LoginForm />
        ) : (
          <Suspense fallback={<Spinner />}>
            <Routes>
              <Route index element={<OrdersView />} />
              <Route path="orders/:orderId" element={<OrderDetailView />} />
              <Route path="notices" element={<NoticesView />} />
              <Route path="returns" element={<ReturnsView />} />
              <Route path="returns/:caseId" element={<ReturnDetailView />} />
              <Route path="reviews" element={<ReviewsView />} />
              <Route path="chat" element={<ChatView />} />
              <Route path="chat/:conversationId" element={<ChatView />} />
              <Route path="*" element={<OrdersView />} />
            </Routes>
          </Suspense>
        )}
      </main>
    </div>
  );
}
