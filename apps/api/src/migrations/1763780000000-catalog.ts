import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalog: brands, categories, stores (sellers), goods with attributes and SKUs, favourites,
 * follows, subscriptions, banners; search columns maintained by a trigger.
 * Money is bigint micro-units (USDT, 6 decimals). Counters are real: sold from orders, views per
 * view, followers per follow, review rates from reviews.
 */
export class Catalog1763780000000 implements MigrationInterface {
  name = 'Catalog1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create extension if not exists pg_trgm`);

    await q.query(`
      create table brands (
        key text primary key,
        name text not null,
        hosts text[] not null default '{}',
        is_default boolean not null default false,
        logo_url text not null default '',
        support_email text not null default '',
        customer_service_url text not null default '',
        download_url text not null default '',
        colors jsonb not null default '{}',
        footer_columns jsonb not null default '[]',
        contacts jsonb not null default '{}',
        announcement_i18n jsonb not null default '{}',
        about_us_i18n jsonb not null default '{}',
        copyright text not null default '',
        created_at timestamptz not null default now()
      )`);
    await q.query(`create unique index brands_one_default on brands (is_default) where is_default`);
    await q.query(`create index brands_hosts_gin on brands using gin (hosts)`);

    await q.query(`
      create table categories (
        id uuid primary key default gen_random_uuid(),
        parent_id uuid references categories(id),
        name_i18n jsonb not null,
        des_i18n jsonb not null default '{}',
        icon_img text not null default '',
        sort int not null default 0,
        recommended boolean not null default false,
        hidden boolean not null default false,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create index categories_parent_idx on categories (parent_id, sort)`);

    await q.query(`
      create table sellers (
        id uuid primary key default gen_random_uuid(),
        owner_user_id uuid references users(id),
        name text not null,
        avatar text not null default '',
        banner1 text not null default '',
        banner2 text not null default '',
        banner3 text not null default '',
        shop_remark text not null default '',
        facebook text not null default '',
        google text not null default '',
        instagram text not null default '',
        twitter text not null default '',
        youtube text not null default '',
        lang text not null default 'en',
        status text not null default 'open' check (status in ('open', 'closed', 'suspended')),
        recommended boolean not null default false,
        sold_num bigint not null default 0 check (sold_num >= 0),
        views_num bigint not null default 0 check (views_num >= 0),
        focus_num int not null default 0 check (focus_num >= 0),
        good_reviews int not null default 0,
        total_reviews int not null default 0,
        created_at timestamptz not null default now()
      )`);
    await q.query(`create unique index sellers_owner_uq on sellers (owner_user_id) where owner_user_id is not null`);
    await q.query(`create index sellers_rec_idx on sellers (recommended, sold_num desc) where status = 'open'`);
    await q.query(`create index sellers_name_trgm on sellers using gin (lower(name) gin_trgm_ops)`);

    await q.query(`
      create table goods (
        id uuid primary key default gen_random_uuid(),
        seller_id uuid not null references sellers(id),
        category_id uuid not null references categories(id),
        name_i18n jsonb not null,
        des_i18n jsonb not null default '{}',
        img_des_i18n jsonb not null default '{}',
        images text[] not null default '{}' check (cardinality(images) <= 10),
        unit text not null default 'piece',
        selling_price bigint not null check (selling_price >= 0),
        discount_price bigint check (discount_price >= 0),
        freight_amount bigint not null default 0 check (freight_amount >= 0),
        goods_tax bigint not null default 0 check (goods_tax >= 0),
        buy_min int not null default 1 check (buy_min >= 1),
        is_shelf boolean not null default true,
        is_valid boolean not null default true,
        is_rec boolean not null default false,
        is_new boolean not null default false,
        is_hot boolean not null default false,
        sold_num bigint not null default 0 check (sold_num >= 0),
        views_num bigint not null default 0 check (views_num >= 0),
        rec_time timestamptz,
        created_at timestamptz not null default now(),
        search_text text not null default '',
        search_tsv tsvector not null default ''::tsvector
      )`);
    // Effective price: the discount when set, else the selling price.
    await q.query(`create index goods_seller_idx on goods (seller_id, created_at desc) where is_shelf and is_valid`);
    await q.query(`create index goods_category_idx on goods (category_id, created_at desc) where is_shelf and is_valid`);
    await q.query(`create index goods_category_sold_idx on goods (category_id, sold_num desc) where is_shelf and is_valid`);
    await q.query(`create index goods_new_idx on goods (created_at desc) where is_shelf and is_valid`);
    await q.query(`create index goods_sold_idx on goods (sold_num desc) where is_shelf and is_valid`);
    await q.query(`create index goods_rec_idx on goods (rec_time desc nulls last) where is_shelf and is_valid and is_rec`);
    await q.query(`create index goods_discount_idx on goods (created_at desc) where is_shelf and is_valid and discount_price is not null`);
    await q.query(`create index goods_tsv_gin on goods using gin (search_tsv)`);
    await q.query(`create index goods_text_trgm on goods using gin (search_text gin_trgm_ops)`);

    // CJK has no spaces: index overlapping character bigrams so a 2+ character query finds them.
    await q.query(`
      create function cjk_bigrams(t text) returns text language sql immutable parallel safe as $$
        select coalesce(string_agg(substr(w, i, 2), ' '), '')
          from regexp_split_to_table(coalesce(t, ''), '[^\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af]+') w,
               generate_series(1, greatest(char_length(w) - 1, 1)) i
         where w <> ''
      $$`);
    await q.query(`
      create function goods_search_refresh() returns trigger language plpgsql as $$
      declare n jsonb := new.name_i18n;
      begin
        new.search_text := lower(concat_ws(' ', n->>'en', n->>'es', n->>'ar', n->>'cn', n->>'ja', n->>'tw', n->>'fr', n->>'de', n->>'pt', n->>'ru'));
        new.search_tsv :=
             setweight(to_tsvector('english', coalesce(n->>'en', '')), 'A')
          || setweight(to_tsvector('spanish', coalesce(n->>'es', '')), 'A')
          || setweight(to_tsvector('arabic', coalesce(n->>'ar', '')), 'A')
          || setweight(to_tsvector('french', coalesce(n->>'fr', '')), 'A')
          || setweight(to_tsvector('german', coalesce(n->>'de', '')), 'A')
          || setweight(to_tsvector('portuguese', coalesce(n->>'pt', '')), 'A')
          || setweight(to_tsvector('russian', coalesce(n->>'ru', '')), 'A')
          || setweight(to_tsvector('simple', cjk_bigrams(concat_ws(' ', n->>'cn', n->>'tw', n->>'ja', n->>'ko'))), 'A');
        return new;
      end $$`);
    await q.query(`
      create trigger goods_search_refresh before insert or update of name_i18n on goods
      for each row execute function goods_search_refresh()`);

    await q.query(`
      create table goods_attributes (
        id uuid primary key default gen_random_uuid(),
        goods_id uuid not null references goods(id) on delete cascade,
        name_i18n jsonb not null,
        sort int not null default 0
      )`);
    await q.query(`create index goods_attributes_goods_idx on goods_attributes (goods_id, sort)`);
    await q.query(`
      create table goods_attribute_values (
        id uuid primary key default gen_random_uuid(),
        attribute_id uuid not null references goods_attributes(id) on delete cascade,
        name_i18n jsonb not null,
        icon_img text not null default '',
        sort int not null default 0
      )`);
    await q.query(`create index goods_attribute_values_attr_idx on goods_attribute_values (attribute_id, sort)`);
    await q.query(`
      create table goods_skus (
        id uuid primary key default gen_random_uuid(),
        goods_id uuid not null references goods(id) on delete cascade,
        attr_value_ids uuid[] not null default '{}',
        selling_price bigint not null check (selling_price >= 0),
        discount_price bigint check (discount_price >= 0),
        stock int not null default 0 check (stock >= 0),
        images text[] not null default '{}',
        cover_img text not null default '',
        hidden boolean not null default false
      )`);
    await q.query(`create index goods_skus_goods_idx on goods_skus (goods_id)`);

    await q.query(`
      create table keep_goods (
        user_id uuid not null references users(id) on delete cascade,
        goods_id uuid not null references goods(id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, goods_id)
      )`);
    await q.query(`create index keep_goods_user_idx on keep_goods (user_id, created_at desc)`);
    await q.query(`
      create table focus_sellers (
        user_id uuid not null references users(id) on delete cascade,
        seller_id uuid not null references sellers(id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, seller_id)
      )`);
    await q.query(`create index focus_sellers_user_idx on focus_sellers (user_id, created_at desc)`);
    await q.query(`
      create table subscriptions (
        email text primary key,
        lang text not null default 'en',
        created_at timestamptz not null default now()
      )`);
    await q.query(`
      create table banners (
        id uuid primary key default gen_random_uuid(),
        brand_key text references brands(key),
        type text not null check (type in ('pc', 'h5')),
        img_type smallint not null default 1 check (img_type in (0, 1)),
        img_url text not null,
        link text not null default '',
        sort int not null default 0,
        active boolean not null default true
      )`);
    await q.query(`create index banners_lookup_idx on banners (type, img_type, sort) where active`);
    await q.query(`
      insert into sysparas (code, value, is_public, description) values
        ('download_url', '', false, 'App download page (index!download-url)'),
        ('customer_service_start', '09:00', true, 'Customer service opens (HH:mm, business time zone)'),
        ('customer_service_end', '21:00', true, 'Customer service closes (HH:mm, business time zone)')
      on conflict do nothing`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'banners',
      'subscriptions',
      'focus_sellers',
      'keep_goods',
      'goods_skus',
      'goods_attribute_values',
      'goods_attributes',
      'goods',
      'sellers',
      'categories',
      'brands',
    ]) {
      await q.query(`drop table if exists ${t}`);
    }
    await q.query(`drop function if exists goods_search_refresh()`);
    await q.query(`drop function if exists cjk_bigrams(text)`);
  }
}
