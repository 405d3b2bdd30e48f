import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The in-app notice centre (issue 26): `user_notices` holds, per user, each message the mall sent
 * them (the same kind and values as the e-mail, rendered when read in the reader's language);
 * `read_at` is null until they open it. `users.lang` is the language of the user's last sign-in
 * or registration: their e-mail is written in it (null: the brand's default).
 */
export class UserNotices1796000012000 implements MigrationInterface {
  name = 'UserNotices1796000012000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table users add column lang text check (char_length(lang) <= 10)`);
    await q.query(`
      create table user_notices (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (char_length(kind) <= 64),
        payload jsonb not null,
        read_at timestamptz,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create index user_notices_user_idx on user_notices (user_id, created_at desc, id desc)`);
    await q.query(`create index user_notices_unread_idx on user_notices (user_id) where read_at is null`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table user_notices`);
    await q.query(`alter table users drop column lang`);
  }
}
