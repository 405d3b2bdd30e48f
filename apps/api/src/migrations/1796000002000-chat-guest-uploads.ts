import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guests' chat pictures are private and counted (issue 25 item 10):
 * - `chat_uploads.bytes` (as stored) and `ip`: the daily quotas per guest and per IP are counted
 *   from these rows; `removed_at`: a guest's picture never sent in a message, deleted from disk by
 *   `chat.expireUploads` (the row stays while it still counts towards a quota, then goes too).
 * - `chat_messages (content) where type = 'img'`: which conversation shows a picture (the read
 *   route lets only its parties see it; the job keeps every picture a message shows).
 */
export class ChatGuestUploads1796000002000 implements MigrationInterface {
  name = 'ChatGuestUploads1796000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table chat_uploads
        add column bytes int not null default 0 check (bytes >= 0),
        add column ip text check (char_length(ip) <= 64),
        add column removed_at timestamptz`);
    await q.query(`create index chat_uploads_owner_idx on chat_uploads (owner, created_at)`);
    await q.query(`create index chat_uploads_ip_idx on chat_uploads (ip, created_at) where ip is not null`);
    await q.query(
      `create index chat_uploads_guest_pending_idx on chat_uploads (created_at) where removed_at is null and owner like 'guest:%'`,
    );
    await q.query(`create index chat_messages_img_idx on chat_messages (content) where type = 'img'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists chat_messages_img_idx`);
    await q.query(`drop index if exists chat_uploads_guest_pending_idx`);
    await q.query(`drop index if exists chat_uploads_ip_idx`);
    await q.query(`drop index if exists chat_uploads_owner_idx`);
    await q.query(`alter table chat_uploads drop column if exists removed_at, drop column if exists ip, drop column if exists bytes`);
  }
}
