import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { displayPhone } from '@mall/contracts';
import { ChatPanel } from './chat-panel';
import { chatText, mergeMessages, newClientId, type ChatMessage } from '@/lib/chat-messages';
import { uploadChatImage } from './chat-client';
import { ConsoleSignIn } from '@/components/console/console-sign-in';
import { agentRequest, agentSession, createConsoleClient, useConsoleToken } from '@/lib/console-client';
import { currentLang } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import '@/components/ui/chat-badge.css';
import './chat-panel.css';
import './agent.css';

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

/** A call of the agent API (`/v1/agent/<path>`): GET without a body, POST with one. */
const api = <T,>(path: string, body?: unknown): Promise<T> => agentRequest<T>(body === undefined ? 'GET' : 'POST', path, body);

/** Agents are operator accounts: they sign in (and out) where operators do. */
const operatorAuth = (token: string | null) => createConsoleClient({ base: '/v1/admin', token: () => token });

function minutesSince(iso: string | null): number {
  return iso ? Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000)) : 0;
}

function Login() {
  const { t } = useTranslation('chat');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [mustChangePassword, setMustChangePassword] = useState(false);
  const submit = async (input: { username: string; password: string }) => {
    setPending(true);
    try {
      const body = await operatorAuth(null)<{ token: string; admin?: { mustChangePassword?: boolean } }>('POST', 'login', input);
      // A password someone else chose (set by the superadmin who created the account) is changed in
      // the operator console first: until then the API answers agents nothing, so this session ends.
      const mustChange = body.admin?.mustChangePassword === true;
      setMustChangePassword(mustChange);
      setError(null);
      if (mustChange) void operatorAuth(body.token)('POST', 'logout').catch(() => undefined);
      else agentSession.set(body.token);
    } catch (e) {
      setMustChangePassword(false);
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <ConsoleSignIn
      name="agent-login"
      texts={{ title: t('agent.title'), username: t('agent.username'), password: t('agent.password'), submit: t('agent.signIn') }}
      pending={pending}
      error={error}
      onSubmit={(input) => void submit(input)}
    >
      {mustChangePassword && (
        <p role="alert" data-testid="agent-change-password">
          {t('agent.changePasswordFirst')} <a href={`/admin?lang=${currentLang()}`}>{t('agent.openConsole')}</a>
        </p>
      )}
    </ConsoleSignIn>
  );
}

/** The agent console (`/agent`): queue with unread and waiting time, the conversation, the buyer beside it. */
export function AgentConsole() {
  const { t } = useTranslation('chat');
  usePageTitle(t('agent.title'));
  const token = useConsoleToken(agentSession);
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

  const loadQueue = useCallback(async () => {
    if (!token) return;
    try {
      setQueue((await api<{ items: Conversation[] }>('conversations')).items);
    } catch {
      // The queue stays as it was; a 401 has signed the agent out already.
    }
  }, [token]);

  useEffect(() => {
    if (!token) return;
    void loadQueue();
    void api<{ items: typeof canned }>('canned').then(
      (r) => setCanned(r.items),
      () => undefined,
    );
    void api<{ items: typeof agents }>('agents').then(
      (r) => setAgents(r.items),
      () => undefined,
    );
    // The socket client (socket.io, most of the console's code) loads after the first render, while
    // the queue loads over REST: the console shows sooner, and the socket connects when it is in.
    let s: Socket | null = null;
    let closed = false;
    void import('@/lib/chat-socket').then(({ openChatSocket }) => {
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
          void api<{ items: ChatMessage[] }>(`conversations/${id}/sync?afterSeq=${after}`).then((r) =>
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
    const r = await api<{ items: ChatMessage[] }>(`conversations/${id}/messages`);
    setMessages(mergeMessages([], r.items));
    setCustomer((await api<{ customer: Customer | null }>(`conversations/${id}/customer`)).customer);
    void loadQueue();
  };

  const send = async (type: 'text' | 'img', content: string) => {
    if (!token || !current) return;
    try {
      const r = await api<{ message: ChatMessage }>(`conversations/${current}/messages`, {
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
    await api(`conversations/${current}/${what}`, {});
    if (what === 'close') setCurrent(null);
    void loadQueue();
  };

  if (!token) return <Login />;
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
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => agentSession.set(null)}>
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
                onChange={(e) => e.target.value && void api(`conversations/${current}/assign`, { agentId: e.target.value }).then(loadQueue)}
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
