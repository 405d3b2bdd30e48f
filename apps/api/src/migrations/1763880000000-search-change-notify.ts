import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel on which a change that can alter search answers is announced (payload unused). */
export const SEARCH_CHANGED_CHANNEL = 'search_changed';

/**
 * Search answers — the goods cards of a page for a keyword and sort — are cached (catalog
 * SearchCache); this announces, after commit, each change that can alter one: in goods_search a
 * listing added or removed, new words, another store, price, date or recommendation; in goods what a
 * card shows (name, prices, first image); a store's language. A change of the sales count alone is
 * not announced: the sales shown, and "best sellers first", may lag by the cache's time-to-live. One
 * notification per transaction (Postgres folds equal ones). Bulk loads (`mall.bulk_load = on`)
 * announce once at the end.
 */
export class SearchChangeNotify1763880000000 implements MigrationInterface {
  name = 'SearchChangeNotify1763880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create function goods_search_announce() returns trigger language plpgsql as $$
      begin
        if current_setting('mall.bulk_load', true) is distinct from 'on' then
          perform pg_notify('${SEARCH_CHANGED_CHANNEL}', '');
        end if;
        return null;
      end $$`);
    await q.query(`
      create trigger goods_search_announce_rows after insert or delete on goods_search
      for each row execute function goods_search_announce()`);
    await q.query(`
      create trigger goods_search_announce_update after update on goods_search
      for each row when ((old.seller_id, old.price_eff, old.created_at, old.is_rec, old.rec_time, old.tsv)
                         is distinct from (new.seller_id, new.price_eff, new.created_at, new.is_rec, new.rec_time, new.tsv))
      execute function goods_search_announce()`);
    await q.query(`
      create trigger goods_search_announce_truncate after truncate on goods_search
      for each statement execute function goods_search_announce()`);
    await q.query(`
      create trigger goods_card_announce after update of name_i18n, selling_price, discount_price, images on goods
      for each row when ((old.name_i18n, old.selling_price, old.discount_price, old.images[1])
                         is distinct from (new.name_i18n, new.selling_price, new.discount_price, new.images[1]))
      execute function goods_search_announce()`);
    await q.query(`
      create trigger seller_card_announce after update of lang on sellers
      for each row when (old.lang is distinct from new.lang) execute function goods_search_announce()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop trigger if exists seller_card_announce on sellers`);
    await q.query(`drop trigger if exists goods_card_announce on goods`);
    await q.query(`drop trigger if exists goods_search_announce_truncate on goods_search`);
    await q.query(`drop trigger if exists goods_search_announce_update on goods_search`);
    await q.query(`drop trigger if exists goods_search_announce_rows on goods_search`);
    await q.query(`drop function if exists goods_search_announce()`);
  }
}
