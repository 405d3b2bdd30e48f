import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { displayPhone } from '@mall/contracts';
import { ChatPanel } from '@/features/chat/chat-panel';
import { chatText, mergeMessages, newClientId, uploadChatImage, type ChatMessage } from '@/features/chat/chat-client';
import { currentLang } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import '@/features/chat/chat-badge.css';
import '@/features/chat/chat-panel.css';
import './agent.css';

const KEY = 'agentToken';

interface Conversation {
  id: string;
  customer: string;
  isGuest: boolean;
  agentId: string | null;
  agentName: string | null;
  staffUnread: number;
  waitingSince: string | null;
  lastType: 'text' | 'img' | null;
  lastContent: string | null;
  lastSeq: number;
  status: 'open' | 'closed';
}
interface Customer {
  username: string;
  usercode: string;
  wallet: { available: string; frozen: string };
  orders: Array<{ id: string; status: number; total: string; sellerName: string }>;
}

/** A call of the agent API in the console's language (`lang` is added here, once: a second one answers 400). */
async function api<T>(token: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`/v1/agent${path}${path.includes('?') ? '&' : '?'}lang=${currentLang()}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await r.json()) as T & { error?: { message: string } };
  if (!r.ok) throw new Error(json.error?.message ?? String(r.status));
  return json;
}

function minutesSince(iso: string | null): number {
  return iso ? Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000)) : 0;
}

function Login({ onToken }: { onToken: (t: string) => void }) {
  const { t } = useTranslation('chat');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [mustChangePassword, setMustChangePassword] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await fetch(`/v1/admin/login?lang=${currentLang()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await r.json()) as { token?: string; admin?: { mustChangePassword?: boolean }; error?: { message: string } };
    // A password someone else chose (set by the superadmin who created the account) is changed in
    // the operator console first: until then the API answers agents nothing, so this session ends.
    const mustChange = body.admin?.mustChangePassword === true;
    setMustChangePassword(mustChange);
    setError(body.token ? null : (body.error?.message ?? String(r.status)));
    if (body.token && mustChange)
      void fetch('/v1/admin/logout', { method: 'POST', headers: { Authorization: `Bearer ${body.token}` } }).catch(() => undefined);
    else if (body.token) onToken(body.token);
  };
  return (
    <form className="form-card agent-login" onSubmit={(e) => void submit(e)} data-testid="agent-login">
      <h1 className="page-title">{t('agent.title')}</h1>
      <label>
        {t('agent.username')}
        <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
      </label>
      <label>
        {t('agent.password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      {error && <p role="alert">{error}</p>}
      {mustChangePassword && (
        <p role="alert" data-testid="agent-change-password">
          {t('agent.changePasswordFirst')} <a href={`/admin?lang=${currentLang()}`}>{t('agent.openConsole')}</a>
        </p>
      )}
      <button className="btn btn--primary" type="submit">
        {t('agent.signIn')}
      </button>
    </form>
  );
}

/** The agent console (`/agent`): queue with unread and waiting time, the conversation, the buyer beside it. */
export default function AgentPage() {
  const { t } = useTranslation('chat');
  usePageTitle(t('agent.title'));
  const [token, setToken] = useState<string | null>(() => sessionStorage.getItem(KEY));
  const [queue, setQueue] = useState<Conversation[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [canned, setCanned] = useState<Array<{ id: string; title: string; body: string }>>([]);
  const [agents, setAgents] = useState<Array<{ id: string; username: string }>>([]);
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const socket = useRef<Socket | null>(null);
  const currentRef = useRef<string | null>(null);
  currentRef.current = current;

  const signIn = (tk: string | null) => {
    if (tk) sessionStorage.setItem(KEY, tk);
    else sessionStorage.removeItem(KEY);
    setToken(tk);
  };

  const loadQueue = useCallback(async () => {
    if (!token) return;
    try {
      setQueue((await api<{ items: Conversation[] }>(token, '/conversations')).items);
    } catch {
      signIn(null);
    }
  }, [token]);

  useEffect(() => {
    if (!token) return;
    void loadQueue();
    void api<{ items: typeof canned }>(token, '/canned').then(
      (r) => setCanned(r.items),
      () => undefined,
    );
    void api<{ items: typeof agents }>(token, '/agents').then(
      (r) => setAgents(r.items),
      () => undefined,
    );
    // The socket client (socket.io, most of the console's code) loads after the first render, while
    // the queue loads over REST: the console shows sooner, and the socket connects when it is in.
    let s: Socket | null = null;
    let closed = false;
    void import('@/features/chat/chat-socket').then(({ openChatSocket }) => {
      if (closed) return;
      const live = openChatSocket({ agentToken: token });
      s = live;
      socket.current = live;
      live.on('chat:queue', () => void loadQueue());
      live.on('chat:message', (e: { conversationId: string; message: ChatMessage }) => {
        if (e.conversationId === currentRef.current) {
          setMessages((l) => mergeMessages(l, [e.message]));
          setTyping(false);
          if (e.message.from === 'buyer') void live.emitWithAck('chat:read', { conversationId: e.conversationId, seq: e.message.seq });
        }
      });
      live.on('chat:typing', (e: { conversationId: string }) => {
        if (e.conversationId !== currentRef.current) return;
        setTyping(true);
        setTimeout(() => setTyping(false), 3000);
      });
      // After a reconnect: fetch exactly what was missed in the open conversation.
      live.on('connect', () => {
        const id = currentRef.current;
        if (!id) return;
        setMessages((l) => {
          const after = l.length ? l[l.length - 1].seq : 0;
          void api<{ items: ChatMessage[] }>(token, `/conversations/${id}/sync?afterSeq=${after}`).then((r) =>
            setMessages((x) => mergeMessages(x, r.items)),
          );
          return l;
        });
      });
    });
    return () => {
      closed = true;
      s?.close();
      socket.current = null;
    };
  }, [token, loadQueue]);

  const open = async (id: string) => {
    if (!token) return;
    setCurrent(id);
    setError(null);
    const r = await api<{ items: ChatMessage[] }>(token, `/conversations/${id}/messages`);
    setMessages(mergeMessages([], r.items));
    setCustomer((await api<{ customer: Customer | null }>(token, `/conversations/${id}/customer`)).customer);
    void loadQueue();
  };

  const send = async (type: 'text' | 'img', content: string) => {
    if (!token || !current) return;
    try {
      const r = await api<{ message: ChatMessage }>(token, `/conversations/${current}/messages`, {
        type,
        content,
        clientId: newClientId(),
      });
      setMessages((l) => mergeMessages(l, [r.message]));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const act = async (what: 'claim' | 'close') => {
    if (!token || !current) return;
    await api(token, `/conversations/${current}/${what}`, {});
    if (what === 'close') setCurrent(null);
    void loadQueue();
  };

  if (!token) return <Login onToken={signIn} />;
  const conv = queue.find((c) => c.id === current);
  return (
    <div className="agent-console" data-testid="agent-console">
      <aside className="agent-queue" aria-label={t('agent.queue')}>
        <h2>{t('agent.queue')}</h2>
        <ul>
          {queue.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`agent-queue__item${c.id === current ? ' is-active' : ''}`}
                onClick={() => void open(c.id)}
                data-testid="agent-queue-item"
              >
                <strong>{displayPhone(c.customer)}</strong>
                {c.staffUnread > 0 && <span className="chat-badge agent-queue__badge">{c.staffUnread}</span>}
                <span className="agent-queue__meta">
                  {c.agentName ?? t('agent.unassigned')}
                  {c.waitingSince ? ` · ${t('agent.waiting', { minutes: minutesSince(c.waitingSince) })}` : ''}
                </span>
                <span className="agent-queue__last">{c.lastType === 'img' ? t('image') : chatText(c.lastContent ?? '')}</span>
              </button>
            </li>
          ))}
          {queue.length === 0 && <li className="agent-queue__empty">{t('agent.emptyQueue')}</li>}
        </ul>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => signIn(null)}>
          {t('agent.signOut')}
        </button>
      </aside>
      <main className="agent-conversation">
        {current ? (
          <>
            <div className="agent-conversation__bar">
              <strong>{displayPhone(conv?.customer)}</strong>
              {!conv?.agentId && (
                <button type="button" className="btn btn--sm" onClick={() => void act('claim')}>
                  {t('agent.claim')}
                </button>
              )}
              <select
                aria-label={t('agent.transfer')}
                value=""
                onChange={(e) =>
                  e.target.value &&
                  token &&
                  void api(token, `/conversations/${current}/assign`, { agentId: e.target.value }).then(loadQueue)
                }
              >
                <option value="">{t('agent.transfer')}</option>
                {agents.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.username}
                  </option>
                ))}
              </select>
              <select aria-label={t('agent.canned')} value="" onChange={(e) => e.target.value && void send('text', e.target.value)}>
                <option value="">{t('agent.canned')}</option>
                {canned.map((c) => (
                  <option key={c.id} value={chatText(c.body)}>
                    {c.title}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn--sm" onClick={() => void act('close')}>
                {t('agent.close')}
              </button>
            </div>
            <ChatPanel
              messages={messages}
              mine="agent"
              onSend={(type, text) => send(type, text)}
              onImage={async (f) => {
                try {
                  await send('img', await uploadChatImage(f, { 'X-Chat-Agent': token }));
                } catch (e) {
                  setError((e as Error).message);
                }
              }}
              onTyping={() => socket.current?.volatile.emit('chat:typing', { conversationId: current })}
              error={error}
              typing={typing}
              mediaHeaders={async () => ({ 'X-Chat-Agent': token })}
            />
          </>
        ) : (
          <p className="agent-conversation__none">{t('agent.pick')}</p>
        )}
      </main>
      <aside className="agent-customer" aria-label={t('agent.customer')}>
        <h2>{t('agent.customer')}</h2>
        {current && !customer && <p>{t('agent.guest')}</p>}
        {customer && (
          <dl>
            <dt>{t('agent.username')}</dt>
            <dd>
              <bdi>{displayPhone(customer.username)}</bdi>
            </dd>
            <dt>UID</dt>
            <dd>{customer.usercode}</dd>
            <dt>{t('agent.balance')}</dt>
            <dd dir="ltr">{customer.wallet.available} USDT</dd>
            <dt>{t('agent.orders')}</dt>
            <dd>
              <ul>
                {customer.orders.map((o) => (
                  <li key={o.id} dir="ltr">
                    {o.sellerName} · {o.total} · #{o.status}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        )}
      </aside>
    </div>
  );
}
