import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';

/** One notice of a user's in-app centre: the message's kind and values (rendered when read). */
export interface NoticeRow {
  id: string;
  kind: string;
  payload: Record<string, string>;
  readAt: Date | null;
  createdAt: Date;
}

/** Where a user's messages go: their e-mail (null for phone-only accounts) and their last language. */
export interface Recipient {
  email: string | null;
  lang: string | null;
}

@Injectable()
export class UserNoticeRepository extends BaseRepository {
  async recipient(userId: string): Promise<Recipient | null> {
    const rows: Recipient[] = await this.em.query(`select email, lang from users where id = $1`, [userId]);
    return rows[0] ?? null;
  }

  async insert(userId: string, kind: string, payload: Record<string, string>): Promise<void> {
    await this.em.query(`insert into user_notices (user_id, kind, payload) values ($1, $2, $3)`, [userId, kind, payload]);
  }

  /** The user's notices, newest first. */
  async list(userId: string, offset: number, limit: number): Promise<{ rows: NoticeRow[]; total: number }> {
    const rows: NoticeRow[] = await this.em.query(
      `select id, kind, payload, read_at as "readAt", created_at as "createdAt" from user_notices
        where user_id = $1 order by created_at desc, id desc offset $2 limit $3`,
      [userId, offset, limit],
    );
    const [{ n }] = (await this.em.query(`select count(*)::int as n from user_notices where user_id = $1`, [userId])) as [{ n: number }];
    return { rows, total: n };
  }

  async unreadCount(userId: string): Promise<number> {
    const [{ n }] = (await this.em.query(`select count(*)::int as n from user_notices where user_id = $1 and read_at is null`, [
      userId,
    ])) as [{ n: number }];
    return n;
  }

  /** Mark read the user's own notices among `ids` (or all of them when `ids` is null); others' are untouched. */
  async markRead(userId: string, ids: string[] | null): Promise<number> {
    const [, n] = (await this.em.query(
      `update user_notices set read_at = now() where user_id = $1 and read_at is null and ($2::uuid[] is null or id = any($2::uuid[]))`,
      [userId, ids],
    )) as [unknown, number];
    return n;
  }
}
