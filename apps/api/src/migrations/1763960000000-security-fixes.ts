import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Security and compatibility fixes (issue 14):
 * - a store's follower count has one source: the `focus_sellers` rows (a trigger keeps
 *   `sellers.focus_num` equal to their count, whoever writes them; the application no longer adds or subtracts).
 * - `admin_users.must_change_password`: the first operator created with a random password must
 *   choose its own at the first sign-in before any other call is answered.
 */
export class SecurityFixes1763960000000 implements MigrationInterface {
  name = 'SecurityFixes1763960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create index if not exists focus_sellers_seller_idx on focus_sellers (seller_id)`);
    await q.query(`alter table admin_users add column must_change_password boolean not null default false`);
    await q.query(`
      create function focus_sellers_count() returns trigger language plpgsql as $$
      begin
        -- +1 / -1 per row (not a recount: concurrent follows in READ COMMITTED would each miss the other's row)
        if tg_op = 'INSERT' then
          update sellers set focus_num = focus_num + 1 where id = new.seller_id;
        elsif tg_op = 'DELETE' then
          update sellers set focus_num = greatest(focus_num - 1, 0) where id = old.seller_id;
        elsif new.seller_id <> old.seller_id then
          update sellers set focus_num = greatest(focus_num - 1, 0) where id = old.seller_id;
          update sellers set focus_num = focus_num + 1 where id = new.seller_id;
        end if;
        return null;
      end $$`);
    await q.query(`create trigger focus_sellers_count after insert or update or delete on focus_sellers
      for each row execute function focus_sellers_count()`);
    await q.query(`update sellers s set focus_num = (select count(*) from focus_sellers f where f.seller_id = s.id)
      where focus_num <> (select count(*) from focus_sellers f where f.seller_id = s.id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop trigger if exists focus_sellers_count on focus_sellers`);
    await q.query(`drop function if exists focus_sellers_count()`);
    await q.query(`drop index if exists focus_sellers_seller_idx`);
    await q.query(`alter table admin_users drop column if exists must_change_password`);
  }
}
