import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listing speed at a million goods: lists filter by a top or leaf category (or a store) and sort by
 * newest, price or sales. Each combination gets an index whose order matches the ORDER BY, so a page
 * is read straight off the index instead of sorting every match. `price_eff` is the price a buyer
 * pays (discount when set); `top_category_id` is the goods' top-level category; `store_open` mirrors
 * the store's status so listings and counts never need the sellers table (index-only counts).
 */
export class CatalogListingIndexes1763810000000 implements MigrationInterface {
  name = 'CatalogListingIndexes1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table goods add column price_eff bigint generated always as (coalesce(discount_price, selling_price)) stored`);
    await q.query(`alter table goods add column top_category_id uuid`);
    await q.query(`
      create function goods_top_category() returns trigger language plpgsql as $$
      begin
        select coalesce(c.parent_id, c.id) into new.top_category_id from categories c where c.id = new.category_id;
        return new;
      end $$`);
    await q.query(
      `create trigger goods_top_category before insert or update of category_id on goods for each row execute function goods_top_category()`,
    );
    await q.query(`update goods g set top_category_id = coalesce(c.parent_id, c.id) from categories c where c.id = g.category_id`);
    await q.query(`alter table goods alter column top_category_id set not null`);
    await q.query(`alter table goods add column store_open boolean not null default true`);
    await q.query(`update goods g set store_open = false from sellers s where s.id = g.seller_id and s.status <> 'open'`);
    await q.query(`
      create function goods_store_open_from_seller() returns trigger language plpgsql as $$
      begin
        if new.status is distinct from old.status then
          update goods set store_open = (new.status = 'open') where seller_id = new.id;
        end if;
        return new;
      end $$`);
    await q.query(
      `create trigger sellers_status_to_goods after update of status on sellers for each row execute function goods_store_open_from_seller()`,
    );
    await q.query(`
      create function goods_store_open_on_insert() returns trigger language plpgsql as $$
      begin
        select s.status = 'open' into new.store_open from sellers s where s.id = new.seller_id;
        return new;
      end $$`);
    await q.query(
      `create trigger goods_store_open before insert or update of seller_id on goods for each row execute function goods_store_open_on_insert()`,
    );

    const listed = 'where is_shelf and is_valid and store_open';
    for (const [name, cols] of [
      ['goods_top_new', 'top_category_id, created_at desc, id desc'],
      ['goods_top_price', 'top_category_id, price_eff, id'],
      ['goods_top_hot', 'top_category_id, sold_num desc, id desc'],
      ['goods_cat_new', 'category_id, created_at desc, id desc'],
      ['goods_cat_price', 'category_id, price_eff, id'],
      ['goods_cat_hot', 'category_id, sold_num desc, id desc'],
      ['goods_seller_new', 'seller_id, created_at desc, id desc'],
      ['goods_seller_price', 'seller_id, price_eff, id'],
      ['goods_seller_hot', 'seller_id, sold_num desc, id desc'],
      ['goods_all_new', 'created_at desc, id desc'],
      ['goods_all_price', 'price_eff, id'],
      ['goods_all_hot', 'sold_num desc, id desc'],
    ]) {
      await q.query(`create index ${name} on goods (${cols}) ${listed}`);
    }
    // Superseded by the ones above.
    for (const old of ['goods_seller_idx', 'goods_category_idx', 'goods_category_sold_idx', 'goods_new_idx', 'goods_sold_idx']) {
      await q.query(`drop index if exists ${old}`);
    }
    await q.query(
      `create index goods_discount_new on goods (created_at desc, id desc) where is_shelf and is_valid and store_open and discount_price is not null`,
    );
    await q.query(`drop index if exists goods_discount_idx`);
    await q.query(`analyze goods`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop trigger if exists goods_store_open on goods`);
    await q.query(`drop trigger if exists sellers_status_to_goods on sellers`);
    await q.query(`drop function if exists goods_store_open_on_insert()`);
    await q.query(`drop function if exists goods_store_open_from_seller()`);
    await q.query(`alter table goods drop column if exists store_open`);
    await q.query(`drop trigger if exists goods_top_category on goods`);
    await q.query(`drop function if exists goods_top_category()`);
    await q.query(`alter table goods drop column if exists top_category_id`);
    await q.query(`alter table goods drop column if exists price_eff`);
  }
}
