import type { SellerMessageWire } from '@mall/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { AppError } from '../../core/errors/app-error';
import { ChatService, type ChatPrincipal } from '../../modules/chat';
import { Action, type ActionContext, type RateRule } from '../action.decorator';
import {
  toSellerMessage,
  toServiceMessage,
  toUserlistRow,
  type RenderChat,
  type ServiceMessageWire,
  type UserlistRowWire,
} from './chat.mapper';
import {
  OneChatParams,
  SellerListParams,
  SellerSendParams,
  SellerUnreadParams,
  SendDefaultParams,
  ServiceListParams,
  ServiceSendParams,
  ServiceUnreadParams,
  UserlistParams,
} from './chat.params';

const MINUTE = 60_000;
/** A store's greeting (`senddefault`). Messages spend the sender's chat budget instead (ChatService: one per sender and IP over every transport). */
const greetRate: RateRule[] = [
  { by: 'ip', limit: 120, windowMs: MINUTE },
  { by: 'user', limit: 60, windowMs: MINUTE },
];
const readRate: RateRule[] = [{ by: 'ip', limit: 600, windowMs: MINUTE }];

/**
 * Chat calls (contract §4.8): the customer-service chat (`newOnlinechat!*`, buyers and guests) and
 * the buyer ↔ seller calls of the prebuilt chat app (`userOnlineChatController!*`). Thin: parse →
 * ChatService → map. The same service serves the socket gateway and the agent console.
 */
@Injectable()
export class ChatActions {
  constructor(
    private readonly chat: ChatService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A signed-in buyer (a guest id sent along is merged into the account), else a guest by `anonymousId`. */
  private async principal(ctx: ActionContext<{ anonymousId?: string }>): Promise<ChatPrincipal> {
    if (ctx.actor) {
      await this.chat.mergeGuest(ctx.actor.userId, ctx.params.anonymousId);
      return { kind: 'user', userId: ctx.actor.userId, username: ctx.actor.username };
    }
    return this.chat.guest(ctx.params.anonymousId);
  }

  private user(ctx: ActionContext<unknown>): ChatPrincipal & { kind: 'user' } {
    return { kind: 'user', userId: ctx.actor!.userId, username: ctx.actor!.username };
  }

  /** Newest first, 10 a page before `message_id`; the first page marks the buyer's side read. */
  @Action('newOnlinechat!list', { auth: 'optional', params: ServiceListParams, rateLimit: readRate })
  async list(ctx: ActionContext<z.infer<typeof ServiceListParams>>): Promise<ServiceMessageWire[] | SellerMessageWire[]> {
    if (ctx.params.partyId) {
      if (!ctx.actor) throw new AppError('AUTH_LOGIN_REQUIRED');
      const r = await this.chat.sellerPage(
        this.user(ctx),
        'user',
        ctx.params.partyId,
        ctx.params.messageid || ctx.params.message_id || undefined,
      );
      return r.messages.map((m) => toSellerMessage(m, r.reader, this.view(ctx)));
    }
    const p = await this.principal(ctx);
    const r = await this.chat.servicePage(p, ctx.params.message_id || undefined);
    return r.messages.map((m) => toServiceMessage(m, this.view(ctx)));
  }

  /** Text (decoded once, sanitised) or `type=img` with the caller's own upload. Empty type or content: success, nothing sent. */
  @Action('newOnlinechat!send', { auth: 'optional', params: ServiceSendParams })
  async send(ctx: ActionContext<z.infer<typeof ServiceSendParams>>): Promise<ServiceMessageWire | null> {
    const p = await this.principal(ctx);
    if (!ctx.params.type || !ctx.params.content) return null;
    const r = await this.chat.sendToService(p, {
      type: ctx.params.type,
      content: ctx.params.content,
      decode: true,
      hostnames: this.hostnames(ctx),
      lang: ctx.lang,
      ip: ctx.ip,
    });
    return toServiceMessage(r.message, this.view(ctx));
  }

  /** Messages from customer service the buyer (or guest) has not read. */
  @Action('newOnlinechat!unread', { auth: 'optional', params: ServiceUnreadParams, rateLimit: readRate })
  async unread(ctx: ActionContext<z.infer<typeof ServiceUnreadParams>>): Promise<number> {
    if (!ctx.actor && !ctx.params.anonymousId) return 0;
    return this.chat.serviceUnread(await this.principal(ctx));
  }

  /** Buyer ↔ seller unread of the caller's side (`loginType=user` buyer, `shop` store); 0 without a session. */
  @Action('userOnlineChatController!unread', { auth: 'optional', params: SellerUnreadParams, rateLimit: readRate })
  async sellerUnread(ctx: ActionContext<z.infer<typeof SellerUnreadParams>>): Promise<number> {
    if (!ctx.actor) return 0;
    return this.chat.sellerUnread(ctx.actor.userId, ctx.params.loginType);
  }

  /** The caller's conversations, latest activity first, 50 a page. */
  @Action('userOnlineChatController!userlist', { auth: 'required', params: UserlistParams, rateLimit: readRate })
  async userlist(ctx: ActionContext<z.infer<typeof UserlistParams>>): Promise<UserlistRowWire[]> {
    const rows = await this.chat.sellerConversations(ctx.actor!.userId, ctx.params.loginType, ctx.params.pageNo);
    return rows.map((c) => toUserlistRow(c, ctx.params.loginType, this.view(ctx)));
  }

  /** Messages with `partyid`, newest first, 30 a page before `message_id`; the first page marks read. */
  @Action('userOnlineChatController!list', { auth: 'required', params: SellerListParams, rateLimit: readRate })
  async sellerList(ctx: ActionContext<z.infer<typeof SellerListParams>>): Promise<SellerMessageWire[]> {
    const r = await this.chat.sellerPage(this.user(ctx), ctx.params.loginType, ctx.params.partyid, ctx.params.message_id || undefined);
    return r.messages.map((m) => toSellerMessage(m, r.reader, this.view(ctx)));
  }

  @Action('userOnlineChatController!send', { auth: 'required', params: SellerSendParams })
  async sellerSend(ctx: ActionContext<z.infer<typeof SellerSendParams>>): Promise<{
    updatetime: string;
    delete_status: number;
    chat_id: string;
    type: 'text' | 'img';
    content: string;
    send_receive: 'send';
  }> {
    const r = await this.chat.sellerSend(this.user(ctx), ctx.params.loginType, ctx.params.partyid, {
      type: ctx.params.type,
      content: ctx.params.content,
      decode: true,
      hostnames: this.hostnames(ctx),
      ip: ctx.ip,
    });
    const m = toSellerMessage(r.message, r.message.sender, this.view(ctx));
    return {
      updatetime: m.createtime,
      delete_status: m.delete_status,
      chat_id: m.id,
      type: m.type,
      content: m.content,
      send_receive: 'send',
    };
  }

  /**
   * Opening a chat with a store: its greeting (in the caller's language, else English, else the
   * store's) starts a new conversation. Answers that message (plus `content_lang`: its language) or null.
   */
  @Action('userOnlineChatController!senddefault', { auth: 'required', params: SendDefaultParams, rateLimit: greetRate })
  async sendDefault(ctx: ActionContext<z.infer<typeof SendDefaultParams>>): Promise<SellerMessageWire | null> {
    const m = await this.chat.sellerGreeting(this.user(ctx), ctx.params.partyid, ctx.lang);
    return m ? { ...toSellerMessage(m.message, 'buyer', this.view(ctx)), content_lang: m.lang } : null;
  }

  /** One of the caller's conversations (`chatid`) as a userlist row; marks it read for the caller. */
  @Action('userOnlineChatController!onechat', { auth: 'required', params: OneChatParams, rateLimit: readRate })
  async oneChat(ctx: ActionContext<z.infer<typeof OneChatParams>>): Promise<UserlistRowWire> {
    const c = await this.chat.sellerOne(this.user(ctx), ctx.params.chatid);
    const shop = c.userId !== ctx.actor!.userId;
    return toUserlistRow(c, shop ? 'shop' : 'user', this.view(ctx));
  }

  private view(ctx: ActionContext<unknown>): RenderChat {
    return { tz: this.config.BUSINESS_TZ, origin: ctx.origin };
  }

  private hostnames(ctx: ActionContext<unknown>): string[] {
    const out = [new URL(ctx.origin).hostname];
    if (ctx.host) out.push(ctx.host.replace(/:\d+$/, ''));
    return out;
  }
}
