import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer-service and buyer ↔ seller chat (issue 13):
 * - `admin_users.roles` may hold `agent` (operators who answer the customer-service chat in `/agent`).
 * - `chat_secret`: one random row, the HMAC key of guest conversations (shared by every API process).
 *   A guest's `anonymousId` is never stored: only HMAC(secret, anonymousId).
 * - `chat_conversations`: `service` (a buyer or a guest ↔ the platform's agents) or `seller`
 *   (a buyer ↔ a store). `last_seq` numbers the messages of one conversation gap-free (taken under
 *   the row lock); read marks (`*_read_seq`) and unread counts per side.
 * - `chat_messages`: `(conversation_id, seq)` unique; `client_id` unique per conversation and sender
 *   (an idempotent send answers the first message again).
 * - `chat_uploads`: images uploaded through chat by guests and agents (not `users`): who owns them.
 * - `chat_canned_replies`: the agents' canned replies, per language.
 */
export class Chat1763990000000 implements MigrationInterface {
  name = 'Chat1763990000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table admin_users drop constraint if exists admin_users_roles_check`);
    await q.query(
      `alter table admin_users add constraint admin_users_roles_check check (roles <@ array['finance', 'support', 'superadmin', 'agent']::text[])`,
    );

    await q.query(`create table chat_secret (id smallint primary key check (id = 1), secret text not null)`);
    await q.query(
      `insert into chat_secret (id, secret) values (1, replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`,
    );

    await q.query(`
      create table chat_conversations (
        id uuid primary key default gen_random_uuid(),
        kind text not null check (kind in ('service', 'seller')),
        user_id uuid references users(id),
        guest_key text,
        seller_id uuid references sellers(id),
        agent_id uuid references admin_users(id),
        status text not null default 'open' check (status in ('open', 'closed')),
        last_seq bigint not null default 0,
        buyer_read_seq bigint not null default 0,
        staff_read_seq bigint not null default 0,
        buyer_unread int not null default 0 check (buyer_unread >= 0),
        staff_unread int not null default 0 check (staff_unread >= 0),
        waiting_since timestamptz,
        last_message_at timestamptz,
        last_type text,
        last_content text,
        lang text not null default 'en',
        remarks text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((user_id is null) <> (guest_key is null)),
        check ((kind = 'seller') = (seller_id is not null)),
        check (kind = 'service' or user_id is not null)
      )`);
    await q.query(
      `create unique index chat_conv_service_user_uq on chat_conversations (user_id) where kind = 'service' and user_id is not null`,
    );
    await q.query(`create unique index chat_conv_service_guest_uq on chat_conversations (guest_key) where guest_key is not null`);
    await q.query(`create unique index chat_conv_seller_uq on chat_conversations (user_id, seller_id) where kind = 'seller'`);
    await q.query(`create index chat_conv_queue_idx on chat_conversations (status, last_message_at desc) where kind = 'service'`);
    await q.query(`create index chat_conv_agent_idx on chat_conversations (agent_id) where agent_id is not null`);
    await q.query(`create index chat_conv_seller_idx on chat_conversations (seller_id, last_message_at desc) where kind = 'seller'`);

    await q.query(`
      create table chat_messages (
        id bigserial primary key,
        conversation_id uuid not null references chat_conversations(id) on delete cascade,
        seq bigint not null,
        sender text not null check (sender in ('buyer', 'agent', 'seller')),
        sender_id text,
        sender_name text not null default '',
        type text not null check (type in ('text', 'img')),
        content text not null,
        client_id text,
        delete_status smallint not null default 0 check (delete_status in (0, -1)),
        hidden boolean not null default false,
        created_at timestamptz not null default now(),
        constraint chat_messages_seq_uq unique (conversation_id, seq)
      )`);
    await q.query(
      `create unique index chat_messages_client_uq on chat_messages (conversation_id, sender, client_id) where client_id is not null`,
    );

    await q.query(`
      create table chat_uploads (
        path text primary key,
        owner text not null,
        created_at timestamptz not null default now()
      )`);

    await q.query(`
      create table chat_canned_replies (
        id bigserial primary key,
        lang text not null,
        title text not null,
        body text not null,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create index chat_canned_lang_idx on chat_canned_replies (lang)`);
    await q.query(`
      insert into chat_canned_replies (lang, title, body) values
        ('en', 'Greeting', 'Hello! How can I help you today?'),
        ('en', 'Checking', 'Thank you, I am checking this for you now. One moment please.'),
        ('en', 'Closing', 'Is there anything else I can help you with?'),
        ('cn', '问候', '您好！请问有什么可以帮您？'),
        ('cn', '查询中', '谢谢，我正在为您查询，请稍候。'),
        ('cn', '结束', '请问还有其他可以帮您的吗？')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table if exists chat_canned_replies`);
    await q.query(`drop table if exists chat_uploads`);
    await q.query(`drop table if exists chat_messages`);
    await q.query(`drop table if exists chat_conversations`);
    await q.query(`drop table if exists chat_secret`);
    await q.query(`update admin_users set roles = array_remove(roles, 'agent')`);
    await q.query(`alter table admin_users drop constraint if exists admin_users_roles_check`);
    await q.query(
      `alter table admin_users add constraint admin_users_roles_check check (roles <@ array['finance', 'support', 'superadmin']::text[])`,
    );
  }
}
