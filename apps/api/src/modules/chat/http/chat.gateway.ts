import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import proxyAddr from '@fastify/proxy-addr';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { resolveLang } from '@mall/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { AppError, isAppError } from '../../../core/errors/app-error';
import { translate } from '../../../core/i18n/catalogue';
import { trustProxyOption } from '../../../core/http/transport-security';
import { ChatLimits } from '../chat-limits';
import { ChatPrincipals, type Credentials } from '../chat-principals';
import { ChatRealtime, rooms } from '../chat-realtime';
import { ChatRepository } from '../chat.repository';
import { toConversationDto, toMessageDto } from '../chat.dto';
import { ChatService, principalKey, type ChatPrincipal } from '../chat.service';
import { TokenBucket } from '../domain/socket-budget';
import { SLOT_REFRESH_MS, SocketSlots, type SlotClaim } from './socket-slots';

/** Largest socket.io packet (a text message is ≤ 2,000 characters; images go over HTTP). */
export const CHAT_SOCKET_MAX_BYTES = 16 * 1024;
/** Re-check the session behind a socket at most this often (a revoked session is cut off within it). */
const RECHECK_MS = 30_000;

interface SocketState {
  principal: ChatPrincipal;
  creds: Credentials;
  checkedAt: number;
  lang: string;
  /** the client's IP (TRUST_PROXY applied) */
  ip: string;
  /** the keys of the SocketSlots it holds */
  slots: string[];
  sends: TokenBucket;
  events: TokenBucket;
}

type Ack = { ok: true; [k: string]: unknown } | { ok: false; code: string; msg: string };

function str(v: unknown, max = 200): string | undefined {
  return typeof v === 'string' && v.length <= max ? v : undefined;
}

type TrustProxy = (address: string, hop: number) => boolean;

/** TRUST_PROXY as a proxy-addr rule, compiled once (null: trust no proxy). */
function trustRule(setting: AppConfig['TRUST_PROXY']): TrustProxy | null {
  const option = trustProxyOption(setting);
  return option === false ? null : typeof option === 'function' ? option : proxyAddr.compile(option);
}

/**
 * socket.io on the HTTP port (`/socket.io`). The handshake carries `auth: {token}` (buyer),
 * `{agentToken}` (agent) or `{anonymousId}` (guest); each socket joins only its own party rooms.
 * A principal holds at most CHAT_SOCKETS_PER_USER sockets and an IP CHAT_SOCKETS_PER_IP (buyers and
 * guests), over every process (SocketSlots); past that the connection is refused (`connect_error`
 * with `data: {code: 'CHAT_TOO_MANY_CONNECTIONS', msg}`). Every event is authorised by ChatService (a
 * conversation the principal may use), rate-limited per socket (and a send also against the
 * sender's budget: ChatLimits), and acked `{ok:true,…}` or `{ok:false, code, msg}`.
 *
 * Events in: `chat:join {conversationId?}`, `chat:send {conversationId?, type, content, clientId}`,
 * `chat:sync {conversationId, afterSeq}`, `chat:read {conversationId, seq}`, `chat:typing {conversationId}`.
 * Events out: `chat:message`, `chat:read`, `chat:typing`, `chat:queue` (agents), `chat:closed`.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, maxHttpBufferSize: CHAT_SOCKET_MAX_BYTES, pingInterval: 25_000 })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnApplicationShutdown {
  private readonly log = new Logger('ChatSocket');
  private redis: Redis[] = [];
  private slotRefresh: NodeJS.Timeout | undefined;
  private readonly trustProxy: TrustProxy | null;

  constructor(
    private readonly chat: ChatService,
    private readonly principals: ChatPrincipals,
    private readonly realtime: ChatRealtime,
    private readonly repo: ChatRepository,
    private readonly limits: ChatLimits,
    private readonly slots: SocketSlots,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.trustProxy = trustRule(config.TRUST_PROXY);
  }

  afterInit(server: Server): void {
    this.realtime.io = server;
    if (this.config.REDIS_URL) {
      const pub = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
      const sub = pub.duplicate();
      pub.on('error', (e) => this.log.warn(`redis: ${e.message}`));
      sub.on('error', (e) => this.log.warn(`redis: ${e.message}`));
      this.redis = [pub, sub];
      server.adapter(createAdapter(pub, sub, { key: `${this.config.redisPrefix}:chat` }));
    }
    server.use((socket, next) => {
      void this.authenticate(socket).then(
        () => next(),
        (e) => {
          if (!isAppError(e)) this.log.error(`chat socket refused: ${(e as Error)?.stack ?? e}`);
          const code = isAppError(e) ? e.code : 'COMMON_INTERNAL';
          const lang = resolveLang((socket.handshake.auth as Record<string, unknown> | undefined)?.lang);
          const err = new Error(code) as Error & { data?: unknown };
          err.data = { code, msg: translate(code, lang, isAppError(e) ? e.params : {}) };
          next(err);
        },
      );
    });
    // This process's open sockets keep their slots; a process that dies lets them lapse.
    this.slotRefresh = setInterval(() => {
      const open = [...server.sockets.sockets.values()].map((s) => ({ id: s.id, keys: (s.data as SocketState).slots ?? [] }));
      this.slots.refresh(open).catch((e: Error) => this.log.warn(`socket slots: ${e.message}`));
    }, SLOT_REFRESH_MS);
    this.slotRefresh.unref();
  }

  /** After Nest closed the socket server (which unsubscribes through these connections). */
  onApplicationShutdown(): void {
    clearInterval(this.slotRefresh);
    this.realtime.io = undefined;
    for (const r of this.redis) r.disconnect();
  }

  private async authenticate(socket: Socket): Promise<void> {
    const a = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const creds: Credentials = { token: str(a.token), agentToken: str(a.agentToken), anonymousId: str(a.anonymousId) };
    // The client's IP as Fastify's `req.ip` has it (the same rule and library), so that a sender's
    // sockets and HTTP calls share their per-IP budgets.
    const ip = this.trustProxy ? proxyAddr(socket.request, this.trustProxy) : socket.handshake.address;
    const principal = await this.principals.resolve(creds, ip);
    const claims = this.slotClaims(principal, ip);
    if (!(await this.slots.take(socket.id, claims))) throw new AppError('CHAT_TOO_MANY_CONNECTIONS');
    const state: SocketState = {
      principal,
      creds: { ...creds, anonymousId: principal.kind === 'guest' ? creds.anonymousId : undefined },
      checkedAt: Date.now(),
      lang: resolveLang(a.lang),
      ip,
      slots: claims.map((c) => c.key),
      sends: new TokenBucket(5, 2),
      events: new TokenBucket(20, 10),
    };
    socket.data = state;
  }

  /** A socket's slots: its principal's, and (buyers, guests) its IP's; an office of agents shares an IP. */
  private slotClaims(p: ChatPrincipal, ip: string): SlotClaim[] {
    const { perUser, perIp } = this.limits.sockets;
    const own = { key: principalKey(p), max: perUser };
    return p.kind === 'agent' ? [own] : [own, { key: `ip:${ip}`, max: perIp }];
  }

  handleDisconnect(socket: Socket): void {
    const s = socket.data as SocketState | undefined;
    if (s?.slots?.length) this.slots.release(socket.id, s.slots).catch((e: Error) => this.log.warn(`socket slots: ${e.message}`));
  }

  async handleConnection(socket: Socket): Promise<void> {
    const s = socket.data as SocketState | undefined;
    if (!s?.principal) return void socket.disconnect(true);
    const p = s.principal;
    if (p.kind === 'user') {
      await socket.join(rooms.user(p.userId));
      const sellerId = await this.repo.sellerOfOwner(p.userId);
      if (sellerId) await socket.join(rooms.seller(sellerId));
    } else if (p.kind === 'guest') await socket.join(rooms.guest(p.guestKey));
    else
      await socket.join(p.superadmin ? [rooms.agents, rooms.agent(p.agentId), rooms.supervisors] : [rooms.agents, rooms.agent(p.agentId)]);
  }

  /** Rate limit, session re-check, error → ack. */
  private async run(socket: Socket, kind: 'send' | 'event', fn: (p: ChatPrincipal) => Promise<Record<string, unknown>>): Promise<Ack> {
    const s = socket.data as SocketState;
    try {
      const bucket = kind === 'send' ? s.sends : s.events;
      if (!bucket.take()) {
        // A socket that keeps flooding after being refused is cut off.
        if (bucket.refusals > 100) socket.disconnect(true);
        throw new AppError('COMMON_TOO_FREQUENT');
      }
      if (Date.now() - s.checkedAt > RECHECK_MS) {
        try {
          s.principal = await this.principals.resolve(s.creds, s.ip);
          s.checkedAt = Date.now();
        } catch (e) {
          socket.disconnect(true);
          throw e;
        }
      }
      return { ok: true, ...(await fn(s.principal)) };
    } catch (e) {
      if (!isAppError(e)) this.log.error(`chat socket event failed: ${(e as Error)?.stack ?? e}`);
      const code = isAppError(e) ? e.code : 'COMMON_INTERNAL';
      return { ok: false, code, msg: translate(code, s?.lang, isAppError(e) ? e.params : {}) };
    }
  }

  /** Open a conversation: a buyer's own (service when no id), an agent's if it may serve it. */
  @SubscribeMessage('chat:join')
  join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.run(socket, 'event', async (p) => {
      const id = str((body as Record<string, unknown> | null)?.conversationId, 64);
      const s = socket.data as SocketState;
      const conv = id ? (await this.chat.access(p, id)).conv : await this.chat.serviceConversation(p, { ip: s.ip, lang: s.lang });
      const view = await this.chat.view(p, conv.id);
      return { conversation: toConversationDto(view) };
    });
  }

  @SubscribeMessage('chat:send')
  send(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.run(socket, 'send', async (p) => {
      const b = (body ?? {}) as Record<string, unknown>;
      const input = {
        type: str(b.type, 8),
        content: typeof b.content === 'string' ? b.content : undefined,
        clientId: str(b.clientId, 64) ?? null,
        hostnames: this.hostnames(socket),
        lang: (socket.data as SocketState).lang,
        ip: (socket.data as SocketState).ip,
      };
      const id = str(b.conversationId, 64);
      const r = id ? await this.chat.send(p, id, input) : await this.chat.sendToService(p, input);
      return { message: toMessageDto(r.message), duplicate: r.duplicate };
    });
  }

  @SubscribeMessage('chat:sync')
  sync(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.run(socket, 'event', async (p) => {
      const b = (body ?? {}) as Record<string, unknown>;
      const r = await this.chat.sync(p, str(b.conversationId, 64) ?? '', Number(b.afterSeq ?? 0));
      return { lastSeq: r.conv.lastSeq, messages: r.messages.map(toMessageDto) };
    });
  }

  @SubscribeMessage('chat:read')
  read(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.run(socket, 'event', async (p) => {
      const b = (body ?? {}) as Record<string, unknown>;
      return this.chat.markRead(p, str(b.conversationId, 64) ?? '', Number(b.seq ?? 0));
    });
  }

  @SubscribeMessage('chat:typing')
  typing(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.run(socket, 'event', async (p) => {
      await this.chat.typing(p, str((body as Record<string, unknown> | null)?.conversationId, 64) ?? '');
      return {};
    });
  }

  private hostnames(socket: Socket): string[] {
    const out: string[] = [];
    const host = socket.handshake.headers.host;
    if (host) out.push(host.replace(/:\d+$/, ''));
    if (this.config.PUBLIC_URL) out.push(new URL(this.config.PUBLIC_URL).hostname);
    return out;
  }
}
