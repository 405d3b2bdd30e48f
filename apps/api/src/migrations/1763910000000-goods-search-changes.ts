import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What changed in goods_search since a snapshot, for the API processes' in-memory search index
 * (catalog SearchIndexService), which loads goods_search once and then follows its changes:
 * - every row written carries the id of the transaction that wrote it (`changed_xid`, set by a trigger);
 * - every row deleted leaves its id and the deleting transaction's id in goods_search_removed.
 * A follower remembers the snapshot it has read (`pg_current_snapshot()`) and next reads the rows
 * whose writer that snapshot did not see (`not pg_visible_in_snapshot(changed_xid, snapshot)`):
 * exact whatever the commit order, which a sequence number would not be (a lower number can commit
 * later). Rows older than the last load have no transaction id (null): already loaded.
 * goods_search_removed is pruned by a job (a day is kept; a follower that falls further behind loads
 * again). A truncate is announced as `reset` on search_changed: followers load again.
 */
export class GoodsSearchChanges1763910000000 implements MigrationInterface {
  name = 'GoodsSearchChanges1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table goods_search add column changed_xid xid8`);
    await q.query(`create index goods_search_changed on goods_search (changed_xid)`);
    await q.query(`
      create function goods_search_stamp() returns trigger language plpgsql as $$
      begin
        new.changed_xid := pg_current_xact_id();
        return new;
      end $$`);
    await q.query(
      `create trigger goods_search_stamp before insert or update on goods_search for each row execute function goods_search_stamp()`,
    );
    await q.query(`
      create table goods_search_removed (
        id uuid not null,
        changed_xid xid8 not null default pg_current_xact_id(),
        removed_at timestamptz not null default now()
      )`);
    await q.query(`create index goods_search_removed_changed on goods_search_removed (changed_xid)`);
    await q.query(`create index goods_search_removed_at on goods_search_removed (removed_at)`);
    await q.query(`
      create function goods_search_remember_removed() returns trigger language plpgsql as $$
      begin
        insert into goods_search_removed (id) select id from removed;
        return null;
      end $$`);
    await q.query(`
      create trigger goods_search_remember_removed after delete on goods_search
      referencing old table as removed for each statement execute function goods_search_remember_removed()`);
    await q.query(`
      create function goods_search_announce_reset() returns trigger language plpgsql as $$
      begin
        perform pg_notify('search_changed', 'reset');
        return null;
      end $$`);
    await q.query(`
      create trigger goods_search_announce_reset after truncate on goods_search
      for each statement execute function goods_search_announce_reset()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop trigger if exists goods_search_announce_reset on goods_search`);
    await q.query(`drop function if exists goods_search_announce_reset()`);
    await q.query(`drop trigger if exists goods_search_remember_removed on goods_search`);
    await q.query(`drop function if exists goods_search_remember_removed()`);
    await q.query(`drop table if exists goods_search_removed`);
    await q.query(`drop trigger if exists goods_search_stamp on goods_search`);
    await q.query(`drop function if exists goods_search_stamp()`);
    await q.query(`drop index if exists goods_search_changed`);
    await q.query(`alter table goods_search drop column if exists changed_xid`);
  }
}
