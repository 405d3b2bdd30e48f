import { Injectable } from '@nestjs/common';
import { namedStatement } from '../../core/database/named-statement';
import { BaseRepository } from '../../core/database/transaction';
import type { UploadUsage } from './chat-limits';

export type ConversationKind = 'service' | 'seller';
export type SenderSide = 'buyer' | 'agent' | 'seller';

export interface ConversationRow {
  id: string;
  kind: ConversationKind;
  userId: string | null;
  guestKey: string | null;
  sellerId: string | null;
  agentId: string | null;
  status: 'open' | 'closed';
  lastSeq: number;
  buyerReadSeq: number;
  staffReadSeq: number;
  buyerUnread: number;
  staffUnread: number;
  waitingSince: Date | null;
  lastMessageAt: Date | null;
  lastType: 'text' | 'img' | null;
  lastContent: string | null;
  lang: string;
  remarks: string;
  createdAt: Date;
}

export interface MessageRow {
  id: string;
  conversationId: string;
  seq: number;
  sender: SenderSide;
  senderId: string | null;
  senderName: string;
  type: 'text' | 'img';
  content: string;
  clientId: string | null;
  deleteStatus: number;
  hidden: boolean;
  createdAt: Date;
}

/** A conversation with what its lists show of the other parties. */
export interface ConversationView extends ConversationRow {
  username: string | null;
  userAvatar: number | null;
  sellerName: string | null;
  sellerAvatar: string | null;
  sellerOwnerId: string | null;
  agentName: string | null;
}

const CONV = `c.id::text, c.kind, c.user_id::text as "userId", c.guest_key as "guestKey", c.seller_id::text as "sellerId",
  c.agent_id::text as "agentId", c.status, c.last_seq::int as "lastSeq", c.buyer_read_seq::int as "buyerReadSeq",
  c.staff_read_seq::int as "staffReadSeq", c.buyer_unread as "buyerUnread", c.staff_unread as "staffUnread",
  c.waiting_since as "waitingSince", c.last_message_at as "lastMessageAt", c.last_type as "lastType",
  c.last_content as "lastContent", c.lang, c.remarks, c.created_at as "createdAt"`;

const VIEW = `${CONV}, u.username, u.avatar as "userAvatar", s.name as "sellerName", s.avatar as "sellerAvatar",
  s.owner_user_id::text as "sellerOwnerId", a.username as "agentName"`;
const VIEW_FROM = `chat_conversations c left join users u on u.id = c.user_id left join sellers s on s.id = c.seller_id
  left join admin_users a on a.id = c.agent_id`;

const MSG = `m.id::text, m.conversation_id::text as "conversationId", m.seq::int, m.sender, m.sender_id as "senderId",
  m.sender_name as "senderName", m.type, m.content, m.client_id as "clientId", m.delete_status as "deleteStatus",
  m.hidden, m.created_at as "createdAt"`;

/** The parties of a conversation: what routes its realtime events. */
export type ConversationParties = Pick<ConversationRow, 'id' | 'kind' | 'userId' | 'guestKey' | 'sellerId' | 'agentId'>;

/**
 * Who acts on a conversation: a buyer, a guest, an agent, or a store (the seller console, acting
 * through its owner's account).
 */
export type ChatActor =
  | { kind: 'user'; userId: string }
  | { kind: 'guest'; guestKey: string }
  | { kind: 'agent'; agentId: string; superadmin: boolean }
  | { kind: 'store'; sellerId: string; userId: string | null };

/** An actor as the parameters $1–$6 of SENDER_OF_ACTOR: kind, user id, guest key, agent id, superadmin, store id. */
function actorParams(a: ChatActor): [string, string | null, string | null, string | null, boolean, string | null] {
  return [
    a.kind,
    a.kind === 'user' || a.kind === 'store' ? a.userId : null,
    a.kind === 'guest' ? a.guestKey : null,
    a.kind === 'agent' ? a.agentId : null,
    a.kind === 'agent' && a.superadmin,
    a.kind === 'store' ? a.sellerId : null,
  ];
}

/** What a message records as its sender's id (guests have none). */
function senderIdOf(a: ChatActor): string | null {
  return a.kind === 'guest' ? null : a.kind === 'agent' ? a.agentId : a.userId;
}

/**
 * The access rule, in one place: the side the actor ($1–$6, see actorParams) writes as in
 * conversation `c` (`s`: its store), null when it may not use it. A buyer or a guest its own
 * conversations; an agent the customer-service ones unassigned or its own (a superadmin any); a store's
 * owner and the seller console that store's buyer conversations.
 */
const SENDER_OF_ACTOR = `case
  when $1 = 'user' and c.user_id = $2::uuid then 'buyer'
  when $1 = 'guest' and c.guest_key = $3 then 'buyer'
  when $1 = 'agent' and c.kind = 'service' and ($5::boolean or c.agent_id is null or c.agent_id = $4::uuid) then 'agent'
  when $1 = 'user' and c.kind = 'seller' and s.owner_user_id = $2::uuid then 'seller'
  when $1 = 'store' and c.kind = 'seller' and c.seller_id = $6::uuid then 'seller'
end`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string | undefined | null): s is string => !!s && UUID.test(s);

/** Chat conversations and messages. Callers pass ids they have authorised. */
@Injectable()
export class ChatRepository extends BaseRepository {
  private secretCache: string | undefined;

  async secret(): Promise<string> {
    if (!this.secretCache) {
      const [row] = await this.em.query(`select secret from chat_secret where id = 1`);
      this.secretCache = row.secret as string;
    }
    return this.secretCache!;
  }

  async find(id: string, opts: { lock?: boolean } = {}): Promise<ConversationRow | null> {
    if (!isUuid(id)) return null;
    return this.one(`select ${CONV} from chat_conversations c where c.id = $1${opts.lock ? ' for update' : ''}`, [id]);
  }

  async view(id: string): Promise<ConversationView | null> {
    if (!isUuid(id)) return null;
    return this.one(`select ${VIEW} from ${VIEW_FROM} where c.id = $1`, [id]);
  }

  async findService(by: { userId?: string; guestKey?: string }): Promise<ConversationRow | null> {
    const [row] = by.userId
      ? await this.em.query(`select ${CONV} from chat_conversations c where c.kind = 'service' and c.user_id = $1`, [by.userId])
      : await this.em.query(`select ${CONV} from chat_conversations c where c.guest_key = $1`, [by.guestKey]);
    return row ?? null;
  }

  /** The service conversation of a user or a guest, created when missing (race-safe). */
  async ensureService(by: { userId?: string; guestKey?: string }, lang: string): Promise<ConversationRow> {
    await this.em.query(
      `insert into chat_conversations (kind, user_id, guest_key, lang) values ('service', $1, $2, $3) on conflict do nothing`,
      [by.userId ?? null, by.userId ? null : by.guestKey, lang],
    );
    return (await this.findService(by))!;
  }

  async findSeller(userId: string, sellerId: string): Promise<ConversationRow | null> {
    return this.one(`select ${CONV} from chat_conversations c where c.kind = 'seller' and c.user_id = $1 and c.seller_id = $2`, [
      userId,
      sellerId,
    ]);
  }

  async ensureSeller(userId: string, sellerId: string): Promise<{ conv: ConversationRow; created: boolean }> {
    const ins = await this.em.query(
      `insert into chat_conversations (kind, user_id, seller_id) values ('seller', $1, $2) on conflict do nothing returning id`,
      [userId, sellerId],
    );
    return { conv: (await this.findSeller(userId, sellerId))!, created: ins.length === 1 };
  }

  async sellerExists(sellerId: string): Promise<{
    id: string;
    ownerUserId: string | null;
    name: string;
    /** the description in the store's own language, and per language; the store's language */
    remark: string;
    remarks: Record<string, string>;
    lang: string;
  } | null> {
    if (!isUuid(sellerId)) return null;
    return this.one(
      `select id::text, owner_user_id::text as "ownerUserId", name, shop_remark as remark, shop_remark_i18n as remarks, lang
         from sellers where id = $1`,
      [sellerId],
    );
  }

  async sellerOfOwner(userId: string): Promise<string | null> {
    const [row] = await this.em.query(`select id::text from sellers where owner_user_id = $1`, [userId]);
    return row?.id ?? null;
  }

  async userExists(userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const rows = await this.em.query(`select 1 from users where id = $1`, [userId]);
    return rows.length === 1;
  }

  async messageByClientId(conversationId: string, sender: SenderSide, clientId: string): Promise<MessageRow | null> {
    return this.one(`select ${MSG} from chat_messages m where m.conversation_id = $1 and m.sender = $2 and m.client_id = $3`, [
      conversationId,
      sender,
      clientId,
    ]);
  }

  /** The conversation `id` if `actor` may use it, with the side it writes as (one query; see SENDER_OF_ACTOR). */
  async findFor(
    actor: ChatActor,
    id: string,
    opts: { lock?: boolean } = {},
  ): Promise<{ conv: ConversationRow; sender: SenderSide } | null> {
    if (!isUuid(id)) return null;
    const [row] = await namedStatement<ConversationRow & { sender: SenderSide }>(
      this.em,
      opts.lock ? 'chat_find_for_update' : 'chat_find_for',
      `select ${CONV}, x.sender from chat_conversations c left join sellers s on s.id = c.seller_id
         cross join lateral (select ${SENDER_OF_ACTOR} as sender) x
       where c.id = $7 and x.sender is not null${opts.lock ? ' for update of c' : ''}`,
      [...actorParams(actor), id],
    );
    if (!row) return null;
    const { sender, ...conv } = row;
    return { conv, sender };
  }

  /**
   * Append a message as `actor` to conversation `id`, in one statement (this runs for every chat
   * message, and a connection held across round trips is what queues sends under load): lock the
   * conversation, check the actor may write to it, insert with the next sequence number, update the
   * conversation's counters and, for an agent's first message, assign it the conversation.
   * Answers null when the actor may not use the conversation; `message` null, changing nothing, when
   * the sender already sent this `clientId` in it. A store's messages carry the store's name; a buyer's
   * in a buyer ↔ store conversation carry `storeSeesName` (masked: the store never sees the e-mail).
   */
  async appendAs(
    actor: ChatActor,
    id: string,
    m: { senderName: string; storeSeesName?: string; type: 'text' | 'img'; content: string; clientId: string | null },
  ): Promise<{ conversation: ConversationParties; sender: SenderSide; claimed: boolean; message: MessageRow | null } | null> {
    if (!isUuid(id)) return null;
    const [row] = await namedStatement<Record<string, any>>(
      this.em,
      'chat_append_as',
      `with c as (
         select c.id, c.kind, c.user_id, c.guest_key, c.seller_id, c.agent_id, c.last_seq, x.sender, s.name as seller_name
         from chat_conversations c left join sellers s on s.id = c.seller_id
           cross join lateral (select ${SENDER_OF_ACTOR} as sender) x
         where c.id = $7 and x.sender is not null
         for update of c
       ), ins as (
         insert into chat_messages as m (conversation_id, seq, sender, sender_id, sender_name, type, content, client_id)
         select c.id, c.last_seq + 1, c.sender, $8,
           case when c.sender = 'seller' then coalesce(c.seller_name, '') when c.kind = 'seller' then $13 else $9 end, $10, $11, $12
         from c
         on conflict (conversation_id, sender, client_id) where client_id is not null do nothing
         returning ${MSG}
       ), upd as (
         update chat_conversations t set last_seq = ins.seq,
           buyer_unread = buyer_unread + (ins.sender <> 'buyer')::int, staff_unread = staff_unread + (ins.sender = 'buyer')::int,
           buyer_read_seq = case when ins.sender = 'buyer' then ins.seq else buyer_read_seq end,
           staff_read_seq = case when ins.sender = 'buyer' then staff_read_seq else ins.seq end,
           waiting_since = case when ins.sender = 'buyer' then coalesce(waiting_since, now()) else null end,
           last_message_at = now(), last_type = ins.type, last_content = left(ins.content, 500),
           agent_id = case when $1 = 'agent' then coalesce(t.agent_id, $4::uuid) else t.agent_id end,
           status = 'open', updated_at = now()
         from ins where t.id = ins."conversationId"::uuid
       )
       select ins.*, c.id::text as "convId", c.kind as "convKind", c.user_id::text as "convUserId", c.guest_key as "convGuestKey",
         c.seller_id::text as "convSellerId", c.agent_id::text as "convAgentId", c.sender as side
       from c left join ins on true`,
      [...actorParams(actor), id, senderIdOf(actor), m.senderName, m.type, m.content, m.clientId, m.storeSeesName ?? m.senderName],
    );
    if (!row) return null;
    const { convId, convKind, convUserId, convGuestKey, convSellerId, convAgentId, side, ...message } = row;
    const inserted = message.id != null;
    const claimed = inserted && actor.kind === 'agent' && convAgentId == null;
    return {
      conversation: {
        id: convId,
        kind: convKind,
        userId: convUserId,
        guestKey: convGuestKey,
        sellerId: convSellerId,
        agentId: claimed ? actor.agentId : convAgentId,
      },
      sender: side,
      claimed,
      message: inserted ? (message as MessageRow) : null,
    };
  }

  /** Newest first, older than the message `beforeId` (the oldest shown), hidden ones left out. */
  async pageBefore(conversationId: string, beforeId: string | null, limit: number): Promise<MessageRow[]> {
    return this.em.query(
      `select ${MSG} from chat_messages m where m.conversation_id = $1 and not m.hidden
         ${beforeId ? 'and m.seq < (select seq from chat_messages where id = $3 and conversation_id = $1)' : ''}
       order by m.seq desc limit $2`,
      beforeId ? [conversationId, limit, beforeId] : [conversationId, limit],
    );
  }

  async messageInConversation(conversationId: string, messageId: string): Promise<boolean> {
    if (!/^\d{1,18}$/.test(messageId)) return false;
    const rows = await this.em.query(`select 1 from chat_messages where id = $1 and conversation_id = $2`, [messageId, conversationId]);
    return rows.length === 1;
  }

  /** Oldest first, after sequence `afterSeq` (a reconnect's catch-up). */
  async after(conversationId: string, afterSeq: number, limit: number): Promise<MessageRow[]> {
    return this.em.query(
      `select ${MSG} from chat_messages m where m.conversation_id = $1 and m.seq > $2 and not m.hidden order by m.seq limit $3`,
      [conversationId, afterSeq, limit],
    );
  }

  /** Mark one side's messages read up to `seq`; the side's unread becomes what the other side sent after it. */
  async markRead(conversationId: string, side: 'buyer' | 'staff', seq: number): Promise<{ readSeq: number; unread: number }> {
    const col = side === 'buyer' ? 'buyer' : 'staff';
    const others = side === 'buyer' ? `m.sender <> 'buyer'` : `m.sender = 'buyer'`;
    const res = await this.em.query(
      `update chat_conversations c set ${col}_read_seq = greatest(${col}_read_seq, least($2, last_seq)),
         ${col}_unread = (select count(*)::int from chat_messages m where m.conversation_id = c.id and ${others} and not m.hidden
                          and m.seq > greatest(c.${col}_read_seq, least($2, c.last_seq)))
       where id = $1 returning ${col}_read_seq::int as "readSeq", ${col}_unread as unread`,
      [conversationId, seq],
    );
    // UPDATE … RETURNING answers [rows, count] through TypeORM.
    const rows = (Array.isArray(res[0]) ? res[0] : res) as Array<{ readSeq: number; unread: number }>;
    return rows[0];
  }

  async serviceUnread(by: { userId?: string; guestKey?: string }): Promise<number> {
    const c = await this.findService(by);
    return c?.buyerUnread ?? 0;
  }

  async sellerUnread(by: { userId: string } | { sellerId: string }): Promise<number> {
    const [row] =
      'userId' in by
        ? await this.em.query(
            `select coalesce(sum(buyer_unread), 0)::int as n from chat_conversations where kind = 'seller' and user_id = $1`,
            [by.userId],
          )
        : await this.em.query(
            `select coalesce(sum(staff_unread), 0)::int as n from chat_conversations where kind = 'seller' and seller_id = $1`,
            [by.sellerId],
          );
    return row.n;
  }

  async sellerConversations(by: { userId: string } | { sellerId: string }, offset: number, limit: number): Promise<ConversationView[]> {
    const where = 'userId' in by ? `c.user_id = $1` : `c.seller_id = $1`;
    return this.em.query(
      `select ${VIEW} from ${VIEW_FROM} where c.kind = 'seller' and ${where} and c.last_message_at is not null
       order by c.last_message_at desc, c.id offset $2 limit $3`,
      ['userId' in by ? by.userId : by.sellerId, offset, limit],
    );
  }

  /** The agents' queue: open service conversations that are unassigned or the given agent's (all when null). */
  async queue(
    filter: { agentId: string | null; scope: 'mine' | 'waiting' | 'all'; status: 'open' | 'closed' },
    limit: number,
  ): Promise<ConversationView[]> {
    const where = ["c.kind = 'service'", 'c.status = $1', 'c.last_message_at is not null'];
    const params: unknown[] = [filter.status];
    if (filter.scope === 'mine') {
      params.push(filter.agentId);
      where.push(`c.agent_id = $${params.length}`);
    } else if (filter.scope === 'waiting') where.push('c.agent_id is null');
    else if (filter.agentId) {
      params.push(filter.agentId);
      where.push(`(c.agent_id is null or c.agent_id = $${params.length})`);
    }
    params.push(limit);
    return this.em.query(
      `select ${VIEW} from ${VIEW_FROM} where ${where.join(' and ')}
       order by c.waiting_since asc nulls last, c.last_message_at desc limit $${params.length}`,
      params,
    );
  }

  async setAgent(conversationId: string, agentId: string | null): Promise<void> {
    await this.em.query(`update chat_conversations set agent_id = $2, updated_at = now() where id = $1`, [conversationId, agentId]);
  }

  async setStatus(conversationId: string, status: 'open' | 'closed'): Promise<void> {
    await this.em.query(`update chat_conversations set status = $2, waiting_since = null, updated_at = now() where id = $1`, [
      conversationId,
      status,
    ]);
  }

  async agentById(id: string): Promise<{ id: string; username: string } | null> {
    if (!isUuid(id)) return null;
    return this.one(
      `select id::text, username from admin_users where id = $1 and not disabled and ('agent' = any(roles) or 'superadmin' = any(roles))`,
      [id],
    );
  }

  async agents(): Promise<Array<{ id: string; username: string }>> {
    return this.em.query(
      `select id::text, username from admin_users where not disabled and ('agent' = any(roles) or 'superadmin' = any(roles)) order by username`,
    );
  }

  async userProfile(
    userId: string,
  ): Promise<{ id: string; username: string; usercode: string; avatar: number; createdAt: Date; lastLoginAt: Date | null } | null> {
    return this.one(
      `select id::text, username, usercode, avatar, created_at as "createdAt", last_login_at as "lastLoginAt" from users where id = $1`,
      [userId],
    );
  }

  /** Move a guest's conversation into the user's (the guest logged in): messages appended in order. */
  async mergeGuestInto(guest: ConversationRow, user: ConversationRow): Promise<void> {
    await this.em.query(
      `update chat_messages m set conversation_id = $2, seq = $3 + r.n
         from (select id, row_number() over (order by seq) as n from chat_messages where conversation_id = $1) r
       where m.id = r.id`,
      [guest.id, user.id, user.lastSeq],
    );
    await this.em.query(
      `update chat_conversations c set last_seq = $2 + g.last_seq, staff_unread = c.staff_unread + g.staff_unread,
         buyer_unread = c.buyer_unread + g.buyer_unread, waiting_since = coalesce(c.waiting_since, g.waiting_since),
         last_message_at = greatest(c.last_message_at, g.last_message_at),
         last_type = case when g.last_message_at > coalesce(c.last_message_at, '-infinity') then g.last_type else c.last_type end,
         last_content = case when g.last_message_at > coalesce(c.last_message_at, '-infinity') then g.last_content else c.last_content end,
         agent_id = coalesce(c.agent_id, g.agent_id), updated_at = now()
       from chat_conversations g where c.id = $1 and g.id = $3`,
      [user.id, user.lastSeq, guest.id],
    );
    await this.em.query(`delete from chat_conversations where id = $1`, [guest.id]);
  }

  async adoptGuest(guestConvId: string, userId: string): Promise<void> {
    await this.em.query(`update chat_conversations set user_id = $2, guest_key = null, updated_at = now() where id = $1`, [
      guestConvId,
      userId,
    ]);
  }

  /** Who uploaded `path`; a guest's picture also records its size and IP (its daily quotas). */
  async recordUpload(path: string, owner: string, guest?: { bytes: number; ip: string }): Promise<void> {
    await this.em.query(`insert into chat_uploads (path, owner, bytes, ip) values ($1, $2, $3, $4) on conflict do nothing`, [
      path,
      owner,
      guest?.bytes ?? 0,
      guest?.ip ?? null,
    ]);
  }

  async deleteUpload(path: string): Promise<void> {
    await this.em.query(`delete from chat_uploads where path = $1`, [path]);
  }

  /** Whether `owner` uploaded `path` (and it was not deleted as never sent). */
  async uploadOwnedBy(path: string, owner: string): Promise<boolean> {
    const rows = await this.em.query(`select 1 from chat_uploads where path = $1 and owner = $2 and removed_at is null`, [path, owner]);
    return rows.length === 1;
  }

  /** Serialises the uploads of one guest and of one IP until the transaction ends (their quotas are checked, then counted). */
  async lockUploadQuotas(owner: string, ip: string): Promise<void> {
    await this.em.query(`select pg_advisory_xact_lock(hashtextextended('chat_uploads:owner:' || $1, 0))`, [owner]);
    await this.em.query(`select pg_advisory_xact_lock(hashtextextended('chat_uploads:ip:' || $1, 0))`, [ip]);
  }

  /** Pictures (and their bytes) uploaded since `since` by `owner`, and from `ip` by anyone. */
  async uploadUsage(owner: string, ip: string, since: Date): Promise<UploadUsage> {
    const [row] = await this.em.query(
      `select count(*) filter (where owner = $1)::int as "guestCount", coalesce(sum(bytes) filter (where owner = $1), 0)::bigint as "guestBytes",
         count(*) filter (where ip = $2)::int as "ipCount", coalesce(sum(bytes) filter (where ip = $2), 0)::bigint as "ipBytes"
       from chat_uploads where (owner = $1 or ip = $2) and created_at > $3`,
      [owner, ip, since],
    );
    return { guestCount: row.guestCount, guestBytes: Number(row.guestBytes), ipCount: row.ipCount, ipBytes: Number(row.ipBytes) };
  }

  /**
   * Whether `actor` may see the picture `path`: a message of a conversation it may use shows it
   * (the access rule SENDER_OF_ACTOR; a guest's conversation moves into the account at sign-in).
   */
  async imageVisibleTo(actor: ChatActor, path: string): Promise<boolean> {
    const rows = await this.em.query(
      `select 1 from chat_messages m join chat_conversations c on c.id = m.conversation_id left join sellers s on s.id = c.seller_id
         cross join lateral (select ${SENDER_OF_ACTOR} as sender) x
       where m.type = 'img' and m.content = $7 and not m.hidden and x.sender is not null limit 1`,
      [...actorParams(actor), path],
    );
    return rows.length === 1;
  }

  /**
   * Marks removed (answering their paths) at most `limit` guests' pictures uploaded before `before`
   * that no message shows. Their rows stay while they count towards a quota (purgeRemovedUploads).
   */
  async removeUnsentGuestUploads(before: Date, limit: number): Promise<string[]> {
    const res = await this.em.query(
      `update chat_uploads set removed_at = now()
       where path in (select u.path from chat_uploads u
                      where u.owner like 'guest:%' and u.removed_at is null and u.created_at < $1
                        and not exists (select 1 from chat_messages m where m.type = 'img' and m.content = u.path)
                      order by u.created_at limit $2 for update skip locked)
       returning path`,
      [before, limit],
    );
    // UPDATE … RETURNING answers [rows, count] through TypeORM.
    return ((Array.isArray(res[0]) ? res[0] : res) as Array<{ path: string }>).map((r) => r.path);
  }

  /** Forget removed pictures uploaded before `before` (out of every quota window). */
  async purgeRemovedUploads(before: Date): Promise<void> {
    await this.em.query(`delete from chat_uploads where removed_at is not null and created_at < $1`, [before]);
  }

  async canned(lang: string): Promise<Array<{ id: string; lang: string; title: string; body: string }>> {
    return this.em.query(
      `select id::text, lang, title, body from chat_canned_replies where lang = $1 or (lang = 'en' and not exists
         (select 1 from chat_canned_replies where lang = $1)) order by id`,
      [lang],
    );
  }

  async addCanned(lang: string, title: string, body: string): Promise<{ id: string }> {
    const [row] = await this.em.query(`insert into chat_canned_replies (lang, title, body) values ($1, $2, $3) returning id::text`, [
      lang,
      title,
      body,
    ]);
    return row;
  }
}
