import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import sharp from 'sharp';
import { AppError } from '../../core/errors/app-error';
import { UploadService, ownUrlPath } from '../upload';
import { ChatLimits, UPLOAD_QUOTA_WINDOW_MS, type Sender } from './chat-limits';
import { CHAT_MEDIA_PREFIX, ChatMediaStore, isChatMediaName } from './chat-media.store';
import { buyerNameForStore } from './chat.dto';
import { ChatRealtime } from './chat-realtime';
import {
  ChatRepository,
  type ChatActor,
  type ConversationParties,
  type ConversationRow,
  type ConversationView,
  type MessageRow,
  type SenderSide,
} from './chat.repository';
import { CHAT_TEXT_MAX, decodeOnce, sanitizeChatText } from './domain/chat-text';
import { chooseText } from '../catalog';
import { guestKeyOf, isValidGuestId, issueGuestId } from './domain/guest-id';

/** Who is chatting. Transports build it from a session token, an operator token or a guest id. */
export type ChatPrincipal =
  | { kind: 'user'; userId: string; username: string }
  | { kind: 'guest'; guestKey: string }
  | { kind: 'agent'; agentId: string; username: string; superadmin: boolean };

/** The signed-in store of the seller console (REST), acting through its owner's account. */
export interface StoreActor {
  sellerId: string;
  userId: string;
  /** the store's name */
  name: string;
}

export interface SendInput {
  type: string | undefined;
  content: string | undefined;
  /** idempotency: the same id from the same sender in the same conversation answers the first message */
  clientId?: string | null;
  /** already URL-decoded by the transport (sockets, REST); `.action` text is decoded once more */
  decode?: boolean;
  /** host names an absolute image URL may carry (the request's, PUBLIC_URL's) */
  hostnames?: string[];
  lang?: string;
  /** the sender's IP: its budget (ChatLimits) */
  ip: string;
}

export interface SendResult {
  conversation: ConversationParties;
  message: MessageRow;
  duplicate: boolean;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const SERVICE_PAGE = 10;
export const SELLER_PAGE = 30;
/** Conversations per page in the seller console's list. */
export const STORE_PAGE = 20;
const SYNC_MAX = 200;
/** Guests' pictures the expiry job deletes per transaction. */
const EXPIRE_BATCH = 200;

/** The principal as the repository's access rule knows it. */
function actorOf(p: ChatPrincipal): ChatActor {
  return p.kind === 'user'
    ? { kind: 'user', userId: p.userId }
    : p.kind === 'guest'
      ? { kind: 'guest', guestKey: p.guestKey }
      : { kind: 'agent', agentId: p.agentId, superadmin: p.superadmin };
}

function storeActor(store: StoreActor): ChatActor {
  return { kind: 'store', sellerId: store.sellerId, userId: store.userId };
}

/** A principal as a key: the owner of its uploads, its send budget (agents: a staff one), its socket slots. */
export function principalKey(p: ChatPrincipal): string {
  return p.kind === 'user' ? `user:${p.userId}` : p.kind === 'guest' ? `guest:${p.guestKey}` : `agent:${p.agentId}`;
}

function senderOf(p: ChatPrincipal): Sender {
  return { key: principalKey(p), staff: p.kind === 'agent' };
}

const storeSender = (sellerId: string): Sender => ({ key: `store:${sellerId}`, staff: true });

/**
 * Customer-service chat (a buyer or a guest ↔ the platform's agents) and buyer ↔ seller chat.
 * Every transport (`.action`, socket.io, agent REST) calls these methods; each access is authorised
 * here. Writes commit first, realtime emits follow.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly realtime: ChatRealtime,
    private readonly uploads: UploadService,
    private readonly limits: ChatLimits,
    private readonly media: ChatMediaStore,
  ) {}

  // ---- identity -------------------------------------------------------------------------------

  async issueGuestId(): Promise<string> {
    return issueGuestId(await this.repo.secret());
  }

  /** A guest principal from an `anonymousId` (refused unless unguessable: see domain/guest-id). */
  async guest(anonymousId: string | undefined): Promise<ChatPrincipal & { kind: 'guest' }> {
    const secret = await this.repo.secret();
    if (!anonymousId || !isValidGuestId(secret, anonymousId)) throw new AppError('CHAT_GUEST_ID_REQUIRED');
    return { kind: 'guest', guestKey: guestKeyOf(secret, anonymousId) };
  }

  /** A signed-in buyer that still sends its guest id: the guest's conversation joins the account's. */
  async mergeGuest(userId: string, anonymousId: string | undefined): Promise<void> {
    if (!anonymousId) return;
    const secret = await this.repo.secret();
    if (!isValidGuestId(secret, anonymousId)) return;
    const guestKey = guestKeyOf(secret, anonymousId);
    const merged = await this.txHost.withTransaction(async () => {
      const guestConv = await this.repo.findService({ guestKey });
      if (!guestConv) return null;
      const locked = (await this.repo.find(guestConv.id, { lock: true }))!;
      const own = await this.repo.findService({ userId });
      if (!own) {
        await this.repo.adoptGuest(locked.id, userId);
        return this.repo.find(locked.id);
      }
      const ownLocked = (await this.repo.find(own.id, { lock: true }))!;
      await this.repo.mergeGuestInto(locked, ownLocked);
      return this.repo.find(own.id);
    });
    if (merged) this.realtime.queue(merged);
  }

  // ---- authorisation --------------------------------------------------------------------------

  /**
   * The conversation if `p` may use it, with the side it writes as (the rule: the repository's
   * SENDER_OF_ACTOR). Anything else reads as missing (no hint whether another party's conversation exists).
   */
  async access(
    p: ChatPrincipal,
    conversationId: string,
    opts: { lock?: boolean } = {},
  ): Promise<{ conv: ConversationRow; sender: SenderSide }> {
    const found = await this.repo.findFor(actorOf(p), conversationId, opts);
    if (!found) throw new AppError('CHAT_NOT_FOUND');
    return found;
  }

  // ---- the buyer's customer-service conversation ---------------------------------------------

  /**
   * The caller's customer-service conversation (created on first use). Buyers and guests only; a
   * guest's new one counts against its IP (CHAT_GUEST_CHATS_LIMIT).
   */
  async serviceConversation(p: ChatPrincipal, at: { ip: string; lang?: string }): Promise<ConversationRow> {
    if (p.kind === 'agent') throw new AppError('CHAT_NOT_FOUND');
    const by = p.kind === 'user' ? { userId: p.userId } : { guestKey: p.guestKey };
    const found = await this.repo.findService(by);
    if (found) return found;
    if (p.kind === 'guest') await this.limits.newGuestChat(at.ip);
    return this.repo.ensureService(by, at.lang ?? 'en');
  }

  /**
   * `newOnlinechat!list`: pages of 10, newest first; `beforeId` is the oldest message shown (unknown
   * → CHAT_BAD_CURSOR). The first page marks everything read for the buyer.
   */
  async servicePage(p: ChatPrincipal, beforeId: string | undefined): Promise<{ conv: ConversationRow | null; messages: MessageRow[] }> {
    if (p.kind === 'agent') throw new AppError('CHAT_NOT_FOUND');
    const conv = await this.repo.findService(p.kind === 'user' ? { userId: p.userId } : { guestKey: p.guestKey });
    if (!conv) {
      if (beforeId) throw new AppError('CHAT_BAD_CURSOR');
      return { conv: null, messages: [] };
    }
    return { conv, messages: await this.page(conv, 'buyer', beforeId, SERVICE_PAGE) };
  }

  private async page(conv: ConversationRow, side: 'buyer' | 'staff', beforeId: string | undefined, size: number): Promise<MessageRow[]> {
    if (beforeId && !(await this.repo.messageInConversation(conv.id, beforeId))) throw new AppError('CHAT_BAD_CURSOR');
    const messages = await this.repo.pageBefore(conv.id, beforeId ?? null, size);
    if (!beforeId && (side === 'buyer' ? conv.buyerReadSeq : conv.staffReadSeq) < conv.lastSeq) {
      await this.repo.markRead(conv.id, side, conv.lastSeq);
      this.realtime.read(conv, side, conv.lastSeq);
    }
    return messages;
  }

  async serviceUnread(p: ChatPrincipal): Promise<number> {
    if (p.kind === 'agent') return 0;
    return this.repo.serviceUnread(p.kind === 'user' ? { userId: p.userId } : { guestKey: p.guestKey });
  }

  /** Send into the caller's customer-service conversation (created on the first message). */
  async sendToService(p: ChatPrincipal, input: SendInput): Promise<SendResult> {
    await this.limits.send(senderOf(p), input.ip);
    const conv = await this.serviceConversation(p, input);
    return this.sendAs(actorOf(p), p, conv.id, input);
  }

  // ---- any conversation the caller may use ---------------------------------------------------

  /**
   * Send a message. Text: decoded once (legacy), sanitised (no HTML, line breaks kept), at most
   * 2,000 characters. Image: the caller's own upload (stored as our canonical path). An agent's
   * first message claims an unassigned conversation. Idempotent by `clientId`. Every send path
   * spends the sender's budget first (ChatLimits.send: one per sender and per IP, whatever the transport).
   */
  async send(p: ChatPrincipal, conversationId: string, input: SendInput): Promise<SendResult> {
    await this.limits.send(senderOf(p), input.ip);
    return this.sendAs(actorOf(p), p, conversationId, input);
  }

  /**
   * `send` as `actor`, its budget spent: the content checked, then one statement authorises, appends
   * and updates the conversation (ChatRepository.appendAs); realtime emits follow the commit.
   */
  private async sendAs(actor: ChatActor, p: ChatPrincipal, conversationId: string, input: SendInput): Promise<SendResult> {
    const { type, content } = await this.checkContent(p, input);
    const clientId = input.clientId ? String(input.clientId) : null;
    if (clientId !== null && !CLIENT_ID.test(clientId)) throw new AppError('COMMON_INVALID_PARAM', { field: 'clientId' });
    const r = await this.repo.appendAs(actor, conversationId, {
      senderName: p.kind === 'guest' ? '' : p.username,
      storeSeesName: p.kind === 'guest' ? '' : buyerNameForStore(p.username),
      type,
      content,
      clientId,
    });
    if (!r) throw new AppError('CHAT_NOT_FOUND');
    if (!r.message) {
      const prior = await this.repo.messageByClientId(r.conversation.id, r.sender, clientId!);
      return { conversation: r.conversation, message: prior!, duplicate: true };
    }
    this.realtime.message(r.conversation, r.message, { claimed: r.claimed });
    return { conversation: r.conversation, message: r.message, duplicate: false };
  }

  private async checkContent(p: ChatPrincipal, input: SendInput): Promise<{ type: 'text' | 'img'; content: string }> {
    const type = input.type;
    if (type !== 'text' && type !== 'img') throw new AppError('CHAT_CONTENT_REQUIRED');
    const raw = input.content ?? '';
    if (!raw.trim()) throw new AppError('CHAT_CONTENT_REQUIRED');
    if (type === 'img') {
      const path = await this.ownImage(p, raw.trim(), input.hostnames ?? []);
      if (!path) throw new AppError('CHAT_IMAGE_NOT_OWN');
      return { type, content: path };
    }
    if (raw.length > CHAT_TEXT_MAX * 6) throw new AppError('CHAT_TEXT_TOO_LONG', { max: CHAT_TEXT_MAX });
    const text = sanitizeChatText(input.decode ? decodeOnce(raw) : raw);
    if (!text) throw new AppError('CHAT_CONTENT_REQUIRED');
    if ([...text].length > CHAT_TEXT_MAX) throw new AppError('CHAT_TEXT_TOO_LONG', { max: CHAT_TEXT_MAX });
    return { type, content: text };
  }

  /** The canonical path of an image the caller uploaded (through `uploadimg!execute` or chat), else null. */
  private async ownImage(p: ChatPrincipal, url: string, hostnames: string[]): Promise<string | null> {
    if (p.kind === 'user') {
      const path = await this.uploads.ownImagePath(p.userId, url, hostnames);
      if (path) return path;
    }
    const path = ownUrlPath(url, hostnames);
    if (path === null) return null;
    return (await this.repo.uploadOwnedBy(path, principalKey(p))) ? path : null;
  }

  /**
   * An image sent through chat (guests and agents have no `uploadimg` of their own): JPEG, PNG or
   * WebP by content, ≤ 2 MB; re-encoded by the upload module (WebP is converted to PNG first).
   * A buyer's or an agent's is public under `/uploads`, as `uploadimg!execute` ones are. A guest's is
   * private (guestUpload): anyone may be a guest, so a guest's picture must not be a free public host.
   */
  async uploadImage(p: ChatPrincipal, bytes: Buffer, ip: string): Promise<string> {
    if (bytes.length > 2 * 1024 * 1024) throw new AppError('UPLOAD_TOO_LARGE', { maxMb: 2 });
    let input = bytes;
    if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
      try {
        input = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).png().toBuffer();
      } catch {
        throw new AppError('UPLOAD_BAD_TYPE');
      }
    }
    if (p.kind === 'guest') return this.guestUpload(p, input, ip);
    const path = await this.uploads.acceptImage({ bytes: input, moduleName: 'online', userId: p.kind === 'user' ? p.userId : null });
    await this.repo.recordUpload(path, principalKey(p));
    return path;
  }

  /**
   * A guest's picture: counted against the guest's and the IP's daily quotas (checked and recorded
   * under their locks, so parallel uploads cannot all pass), then stored privately under
   * `/v1/chat/media/<name>` — readable by its guest and, once sent, the parties of its conversation
   * (readMedia); never sent within CHAT_GUEST_UPLOAD_TTL_HOURS, expireUploads deletes it.
   */
  private async guestUpload(p: ChatPrincipal & { kind: 'guest' }, bytes: Buffer, ip: string): Promise<string> {
    const img = await this.uploads.encodeImage(bytes, this.uploads.limitFor('online'));
    const name = `${randomUUID()}.${img.ext}`;
    const path = CHAT_MEDIA_PREFIX + name;
    const owner = principalKey(p);
    await this.txHost.withTransaction(async () => {
      await this.repo.lockUploadQuotas(owner, ip);
      this.limits.checkGuestUpload(await this.repo.uploadUsage(owner, ip, new Date(Date.now() - UPLOAD_QUOTA_WINDOW_MS)), img.bytes.length);
      await this.repo.recordUpload(path, owner, { bytes: img.bytes.length, ip });
    });
    try {
      await this.media.put(name, img.bytes);
    } catch (e) {
      await this.repo.deleteUpload(path);
      throw e;
    }
    return path;
  }

  /**
   * A private chat picture (`/v1/chat/media/<name>`) for `p`: its uploader, or a party of a
   * conversation a message of which shows it (a buyer, a guest, the agents who may serve it).
   * Anyone else: CHAT_NOT_FOUND, as for a picture that does not exist.
   */
  async readMedia(p: ChatPrincipal, name: string): Promise<{ bytes: Buffer; mime: string }> {
    if (!isChatMediaName(name)) throw new AppError('CHAT_NOT_FOUND');
    const path = CHAT_MEDIA_PREFIX + name;
    const visible = (await this.repo.uploadOwnedBy(path, principalKey(p))) || (await this.repo.imageVisibleTo(actorOf(p), path));
    const file = visible ? await this.media.read(name) : null;
    if (!file) throw new AppError('CHAT_NOT_FOUND');
    return file;
  }

  /**
   * Job `chat.expireUploads`: deletes the guests' pictures no message shows CHAT_GUEST_UPLOAD_TTL_HOURS
   * after their upload (files, then, once out of the quota window, their rows). Answers how many.
   */
  async expireUploads(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.limits.guestUploadTtlMs);
    let removed = 0;
    for (;;) {
      const n = await this.txHost.withTransaction(async () => {
        const paths = await this.repo.removeUnsentGuestUploads(before, EXPIRE_BATCH);
        await Promise.all(paths.map((path) => this.media.remove(path.slice(CHAT_MEDIA_PREFIX.length))));
        return paths.length;
      });
      removed += n;
      if (n < EXPIRE_BATCH) break;
    }
    await this.repo.purgeRemovedUploads(new Date(now.getTime() - UPLOAD_QUOTA_WINDOW_MS));
    return removed;
  }

  /** Messages after `afterSeq`, oldest first: what a reconnecting client missed (at most 200; ask again for more). */
  async sync(p: ChatPrincipal, conversationId: string, afterSeq: number): Promise<{ conv: ConversationRow; messages: MessageRow[] }> {
    const { conv } = await this.access(p, conversationId);
    const from = Number.isSafeInteger(afterSeq) && afterSeq > 0 ? afterSeq : 0;
    return { conv, messages: await this.repo.after(conv.id, from, SYNC_MAX) };
  }

  /** Read receipt: the caller's side has read up to `seq`. */
  async markRead(p: ChatPrincipal, conversationId: string, seq: number): Promise<{ readSeq: number; unread: number }> {
    const { conv, sender } = await this.access(p, conversationId);
    const side = sender === 'buyer' ? 'buyer' : 'staff';
    const r = await this.repo.markRead(conv.id, side, Number.isSafeInteger(seq) ? seq : 0);
    this.realtime.read(conv, side, r.readSeq);
    return r;
  }

  async typing(p: ChatPrincipal, conversationId: string): Promise<void> {
    const { conv, sender } = await this.access(p, conversationId);
    this.realtime.typing(conv, sender === 'buyer' ? 'buyer' : 'staff');
  }

  async view(p: ChatPrincipal, conversationId: string): Promise<ConversationView> {
    const { conv } = await this.access(p, conversationId);
    return (await this.repo.view(conv.id))!;
  }

  // ---- agents -----------------------------------------------------------------------------------

  async queue(
    p: ChatPrincipal & { kind: 'agent' },
    scope: 'mine' | 'waiting' | 'all',
    status: 'open' | 'closed',
  ): Promise<ConversationView[]> {
    return this.repo.queue({ agentId: p.superadmin ? null : p.agentId, scope, status }, 200);
  }

  /** Newest first before `beforeSeq` (agent console history); marks read for staff on the first page. */
  async history(p: ChatPrincipal, conversationId: string, beforeId?: string): Promise<MessageRow[]> {
    const { conv, sender } = await this.access(p, conversationId);
    return this.page(conv, sender === 'buyer' ? 'buyer' : 'staff', beforeId, 50);
  }

  async claim(p: ChatPrincipal & { kind: 'agent' }, conversationId: string): Promise<ConversationView> {
    const conv = await this.txHost.withTransaction(async () => {
      const { conv } = await this.access(p, conversationId, { lock: true });
      if (conv.agentId && conv.agentId !== p.agentId && !p.superadmin) throw new AppError('CHAT_NOT_FOUND');
      await this.repo.setAgent(conv.id, p.agentId);
      return { ...conv, agentId: p.agentId };
    });
    this.realtime.queue(conv);
    return (await this.repo.view(conv.id))!;
  }

  /** Hand a conversation to another agent (its current agent, or a superadmin). */
  async assign(p: ChatPrincipal & { kind: 'agent' }, conversationId: string, agentId: string): Promise<ConversationView> {
    const conv = await this.txHost.withTransaction(async () => {
      const { conv } = await this.access(p, conversationId, { lock: true });
      const target = await this.repo.agentById(agentId);
      if (!target) throw new AppError('CHAT_AGENT_NOT_FOUND');
      await this.repo.setAgent(conv.id, target.id);
      return { ...conv, agentId: target.id };
    });
    this.realtime.queue(conv);
    return (await this.repo.view(conv.id))!;
  }

  async close(p: ChatPrincipal & { kind: 'agent' }, conversationId: string): Promise<void> {
    const conv = await this.txHost.withTransaction(async () => {
      const { conv } = await this.access(p, conversationId, { lock: true });
      await this.repo.setStatus(conv.id, 'closed');
      return conv;
    });
    this.realtime.closed(conv);
  }

  agents(): Promise<Array<{ id: string; username: string }>> {
    return this.repo.agents();
  }

  canned(lang: string) {
    return this.repo.canned(lang);
  }

  async addCanned(lang: string, title: string, body: string) {
    const t = sanitizeChatText(title).slice(0, 80);
    const b = sanitizeChatText(body);
    if (!t || !b) throw new AppError('CHAT_CONTENT_REQUIRED');
    if (b.length > CHAT_TEXT_MAX) throw new AppError('CHAT_TEXT_TOO_LONG', { max: CHAT_TEXT_MAX });
    return this.repo.addCanned(lang, t, b);
  }

  /** The buyer beside an agent's conversation (null for guests). */
  async customerOf(p: ChatPrincipal, conversationId: string) {
    const { conv } = await this.access(p, conversationId);
    return conv.userId ? this.repo.userProfile(conv.userId) : null;
  }

  // ---- buyer ↔ seller ---------------------------------------------------------------------------

  /** `loginType=shop`: the caller's store, else CHAT_NO_SUCH_USER. */
  async ownSeller(userId: string): Promise<string> {
    const sellerId = await this.repo.sellerOfOwner(userId);
    if (!sellerId) throw new AppError('CHAT_NO_SUCH_USER');
    return sellerId;
  }

  async sellerUnread(userId: string, loginType: 'user' | 'shop'): Promise<number> {
    if (loginType === 'shop') {
      const sellerId = await this.repo.sellerOfOwner(userId);
      return sellerId ? this.repo.sellerUnread({ sellerId }) : 0;
    }
    return this.repo.sellerUnread({ userId });
  }

  async sellerConversations(userId: string, loginType: 'user' | 'shop', pageNo: number): Promise<ConversationView[]> {
    const by = loginType === 'shop' ? { sellerId: await this.ownSeller(userId) } : { userId };
    return this.repo.sellerConversations(by, (Math.max(1, pageNo) - 1) * 50, 50);
  }

  /** The conversation of the caller with `partyid` (a store for a buyer, a buyer for a store). */
  private async sellerConversation(userId: string, loginType: 'user' | 'shop', partyid: string | undefined, create: boolean) {
    if (!partyid) throw new AppError('CHAT_NO_SUCH_USER');
    if (loginType === 'shop') {
      const sellerId = await this.ownSeller(userId);
      if (!(await this.repo.userExists(partyid))) throw new AppError('CHAT_NO_SUCH_USER');
      return create ? (await this.repo.ensureSeller(partyid, sellerId)).conv : this.repo.findSeller(partyid, sellerId);
    }
    const seller = await this.repo.sellerExists(partyid);
    if (!seller) throw new AppError('CHAT_NO_SUCH_USER');
    if (seller.ownerUserId === userId) throw new AppError('CHAT_OWN_STORE');
    return create ? (await this.repo.ensureSeller(userId, seller.id)).conv : this.repo.findSeller(userId, seller.id);
  }

  async sellerPage(
    p: ChatPrincipal & { kind: 'user' },
    loginType: 'user' | 'shop',
    partyid: string | undefined,
    beforeId: string | undefined,
  ) {
    const conv = await this.sellerConversation(p.userId, loginType, partyid, false);
    if (!conv) {
      if (beforeId) throw new AppError('CHAT_BAD_CURSOR');
      return { conv: null, messages: [] as MessageRow[], reader: (loginType === 'shop' ? 'seller' : 'buyer') as SenderSide };
    }
    const side = loginType === 'shop' ? 'staff' : 'buyer';
    return {
      conv,
      messages: await this.page(conv, side, beforeId, SELLER_PAGE),
      reader: (loginType === 'shop' ? 'seller' : 'buyer') as SenderSide,
    };
  }

  async sellerSend(
    p: ChatPrincipal & { kind: 'user' },
    loginType: 'user' | 'shop',
    partyid: string | undefined,
    input: SendInput,
  ): Promise<SendResult> {
    if (!partyid) throw new AppError('CHAT_NO_SUCH_USER');
    await this.limits.send(loginType === 'shop' ? storeSender(await this.ownSeller(p.userId)) : senderOf(p), input.ip);
    await this.checkContent(p, input);
    const conv = await this.sellerConversation(p.userId, loginType, partyid, true);
    return this.sendAs(actorOf(p), p, conv!.id, input);
  }

  /**
   * A buyer opens a chat from a goods or store page: a new conversation starts with the store's
   * greeting (its description in the buyer's language `lang`, else English, else the store's own;
   * with none, "Hello, welcome!"). Answers that message and the language it is in, or null (the
   * conversation exists). Its own store's owner is refused (a store does not chat with itself).
   */
  async sellerGreeting(
    p: ChatPrincipal & { kind: 'user' },
    partyid: string | undefined,
    lang = 'en',
  ): Promise<{ message: MessageRow; lang: string } | null> {
    const seller = partyid ? await this.repo.sellerExists(partyid) : null;
    if (!seller) throw new AppError('CHAT_NO_SUCH_USER');
    if (seller.ownerUserId === p.userId) throw new AppError('CHAT_OWN_STORE');
    const remark = chooseText({ [seller.lang]: seller.remark, ...seller.remarks }, lang, seller.lang);
    const greeting = remark.lang ? { text: remark.text, lang: remark.lang } : { text: 'Hello, welcome!', lang: 'en' };
    const out = await this.txHost.withTransaction(async () => {
      const { conv, created } = await this.repo.ensureSeller(p.userId, seller.id);
      if (!created) return null;
      const text = sanitizeChatText(greeting.text).slice(0, CHAT_TEXT_MAX);
      const store: ChatActor = { kind: 'store', sellerId: seller.id, userId: seller.ownerUserId };
      return this.repo.appendAs(store, conv.id, { senderName: seller.name, type: 'text', content: text, clientId: null });
    });
    if (!out?.message) return null;
    this.realtime.message(out.conversation, out.message);
    return { message: out.message, lang: greeting.lang };
  }

  /** `onechat`: one of the caller's conversations (marks it read up to `messageid` when given, else fully). */
  async sellerOne(p: ChatPrincipal & { kind: 'user' }, chatid: string | undefined): Promise<ConversationView> {
    if (!chatid) throw new AppError('CHAT_NOT_FOUND');
    const { conv, sender } = await this.access(p, chatid);
    if (conv.kind !== 'seller') throw new AppError('CHAT_NOT_FOUND');
    await this.repo.markRead(conv.id, sender === 'buyer' ? 'buyer' : 'staff', conv.lastSeq);
    return (await this.repo.view(conv.id))!;
  }

  // ---- the seller console (REST /v1/seller/chat) ------------------------------------------------

  /**
   * A conversation of the signed-in store, else CHAT_NOT_FOUND: only `kind = 'seller'` rows whose
   * `seller_id` is this store (never the owner's own buyer conversations, never another store's).
   */
  private async storeAccess(store: StoreActor, conversationId: string): Promise<ConversationRow> {
    const found = await this.repo.findFor(storeActor(store), conversationId);
    if (!found) throw new AppError('CHAT_NOT_FOUND');
    return found.conv;
  }

  /** The store's buyer conversations, newest activity first, `STORE_PAGE` a page (`page` from 1). */
  async storeConversations(store: StoreActor, page: number): Promise<{ items: ConversationView[]; hasMore: boolean }> {
    const rows = await this.repo.sellerConversations({ sellerId: store.sellerId }, (Math.max(1, page) - 1) * STORE_PAGE, STORE_PAGE + 1);
    return { items: rows.slice(0, STORE_PAGE), hasMore: rows.length > STORE_PAGE };
  }

  /** Unread buyer messages over all of the store's conversations (the console's badge). */
  storeUnread(store: StoreActor): Promise<number> {
    return this.repo.sellerUnread({ sellerId: store.sellerId });
  }

  async storeConversation(store: StoreActor, conversationId: string): Promise<ConversationView> {
    const conv = await this.storeAccess(store, conversationId);
    return (await this.repo.view(conv.id))!;
  }

  /**
   * Messages newest first, `SELLER_PAGE` a page before the message `beforeId`; the first page marks
   * the conversation read for the store (the buyer sees the read receipt).
   */
  async storeMessages(
    store: StoreActor,
    conversationId: string,
    beforeId: string | undefined,
  ): Promise<{ conversation: ConversationView; messages: MessageRow[]; hasMore: boolean }> {
    const conv = await this.storeAccess(store, conversationId);
    const messages = await this.page(conv, 'staff', beforeId, SELLER_PAGE + 1);
    return {
      conversation: (await this.repo.view(conv.id))!,
      messages: messages.slice(0, SELLER_PAGE),
      hasMore: messages.length > SELLER_PAGE,
    };
  }

  /** The store replies (text sanitised by the chat-text rules, or an image the owner uploaded). */
  async storeSend(store: StoreActor, conversationId: string, input: SendInput): Promise<SendResult> {
    await this.limits.send(storeSender(store.sellerId), input.ip);
    const p: ChatPrincipal = { kind: 'user', userId: store.userId, username: store.name };
    return this.sendAs(storeActor(store), p, conversationId, input);
  }

  /** Read receipt of the store: read up to `seq`. */
  async storeMarkRead(store: StoreActor, conversationId: string, seq: number): Promise<{ readSeq: number; unread: number }> {
    const conv = await this.storeAccess(store, conversationId);
    const r = await this.repo.markRead(conv.id, 'staff', seq);
    this.realtime.read(conv, 'staff', r.readSeq);
    return r;
  }
}
