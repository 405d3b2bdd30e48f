import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tsquery of a keyword: every word must match, as typed or stemmed in the request language
 * (one OR per word, only when the two differ; a stop word of that language is not required; the
 * last word as a prefix for suggestions); CJK text by all its character bigrams.
 */
const SEARCH_TSQUERY_FUNCTION = `
  create function search_tsquery(words text[], cjk text[], cfg regconfig, prefix boolean) returns tsquery
  language plpgsql stable
  as $$
  declare
    q tsquery; -- null until the first required word ('' would raise a notice on every search)
    s tsquery;
    c tsquery;
    w text;
    i int := 0;
  begin
    foreach w in array coalesce(words, '{}') loop
      i := i + 1;
      continue when length(to_tsvector(cfg, w)) = 0; -- a stop word in this language (no notice raised)
      if prefix and i = cardinality(words) and length(w) >= 2 then w := w || ':*'; end if;
      s := to_tsquery('simple', w);
      c := to_tsquery(cfg, w);
      s := case when s = c then s else s || c end;
      q := case when q is null then s else q && s end;
    end loop;
    if cardinality(cjk) > 0 then
      s := to_tsquery('simple', array_to_string(cjk, ' & '));
      q := case when q is null then s else q && s end;
    end if;
    return q;
  end $$`;

/**
 * One page of search results, in one round trip, with every plan fixed (a misestimated word must
 * never turn into a scan of the whole table). `est` = the fewest goods any one word is in (from
 * search_common_terms; a word not there is rare): an upper bound of the matches.
 *  0. common words (est ≥ 10 × cap, and ≥ 1000 for one word or ≥ 2 % of goods for several): walk
 *     the sort order's index keeping matches over ~4 × page × goods / est goods; a filled page whose
 *     own density confirms ≥ 2 × (cap + 1) matches is the answer (matches = cap + 1), no posting
 *     list read;
 *  1. otherwise collect the matches through the word index, up to max(cap + 1, 1000): fewer → sort
 *     them, done;
 *  2. many, and expected dense enough → walk the order's index over ~1.5 · sqrt(goods × page)
 *     goods (or `window_rows`);
 *  3. otherwise, or a page the window did not fill → collect every match through the word index
 *     and sort.
 * `matches` is the number of matches up to cap + 1. Pages at or beyond `cap` are not served.
 * Orders are the listing orders of orderSql (domain/sort.ts), named `<by>_<dir>`.
 */
const SEARCH_PAGE_FUNCTION = `
  create function goods_search_page(words text[], cjk text[], cfg regconfig, prefix boolean, sort text, lim int, off int,
                                    seller uuid, cap int, window_rows int, out matches int, out ids uuid[])
  language plpgsql stable
  -- plan switches for this function only (restored on exit, also when changed inside)
  set enable_seqscan = off set enable_indexscan = on set enable_bitmapscan = on set enable_sort = on
  as $$
  declare
    ord text := case sort
      when 'hot_desc' then 'sold_num desc, id desc'      when 'hot_asc' then 'sold_num asc, id asc'
      when 'price_asc' then 'price_eff asc, id asc'      when 'price_desc' then 'price_eff desc, id desc'
      when 'new_desc' then 'created_at desc, id desc'    when 'new_asc' then 'created_at asc, id asc'
      when 'rec_desc' then 'is_rec desc, rec_time desc nulls last, id desc'
      when 'rec_asc' then 'is_rec asc, rec_time asc nulls last, id asc' end;
    by_seller text := case when seller is null then '' else ' and seller_id = $2' end;
    can_walk boolean := seller is null and sort <> 'rec_asc';
    goods bigint := greatest((select reltuples from pg_class where oid = 'goods_search'::regclass)::bigint, 1);
    k int := off + lim;
    collect int := greatest(cap + 1, 1000);
    q tsquery := search_tsquery(words, cjk, cfg, prefix);
    est bigint;
    win int;
    got uuid[];
    scanned bigint;
  begin
    if ord is null then raise exception 'goods_search_page: unknown sort %', sort; end if;
    ids := '{}';
    matches := 0;
    if q is null then return; end if; -- only stop words
    if can_walk and off < cap and not prefix then
      select min(coalesce(d, 0)) into est from (
        select (select max(c.docs) from search_common_terms c
                 where c.term = any(tsvector_to_array(to_tsvector('simple', w) || to_tsvector(cfg, w)))) d
          from unnest(words) w
        union all
        select (select c.docs from search_common_terms c where c.term = b) from unnest(cjk) b) parts;
      -- one word: its count is the matches; several: the fewest is only an upper bound, so walk
      -- first only when even a wrong guess wastes a short window
      if est >= greatest(10 * cap, case when cardinality(words) + cardinality(cjk) = 1 then collect else goods / 50 end) then
        win := coalesce(window_rows, least(goods, ceil(4.0 * k * goods / est))::int);
        perform set_config('enable_bitmapscan', 'off', true);
        perform set_config('enable_sort', 'off', true);
        execute format(
          'select array_agg(id order by rn), max(rn) from (
             select id, rn from (select id, tsv, row_number() over (order by %1$s) rn from goods_search order by %1$s limit $3) w
              where tsv @@ $1 limit $2) m', ord)
          into got, scanned using q, k, win;
        if cardinality(got) >= k and cardinality(got)::float8 * goods / scanned >= 2 * (cap + 1) then
          matches := cap + 1;
          ids := got[off + 1 : k];
          return;
        end if;
        perform set_config('enable_bitmapscan', 'on', true);
        perform set_config('enable_sort', 'on', true);
      end if;
    end if;
    perform set_config('enable_indexscan', 'off', true);
    execute format(
      'select count(*)::int, coalesce((array_agg(id order by %s))[$3 + 1 : $3 + $4], ''{}'')
         from (select id, sold_num, price_eff, created_at, is_rec, rec_time from goods_search
                where tsv @@ $1%s limit $5) m', ord, by_seller)
      into matches, ids using q, seller, off, lim, collect;
    if matches < collect or off >= cap then
      matches := least(matches, cap + 1);
      if off >= cap then ids := '{}'; end if;
      return;
    end if;
    matches := cap + 1;
    win := coalesce(window_rows, least(goods, greatest(1000, (1.5 * sqrt(goods * k))::bigint))::int);
    -- walk only when the words are expected dense enough to fill the page inside the window
    if can_walk and (window_rows is not null or coalesce(est, 0) * win >= goods * k) then
      perform set_config('enable_indexscan', 'on', true);
      perform set_config('enable_bitmapscan', 'off', true);
      perform set_config('enable_sort', 'off', true);
      -- pulled lazily: the scan stops at k matches, or after win goods
      execute format(
        'select array(select id from (select id, tsv from goods_search order by %s limit $3) w where tsv @@ $1 limit $2)', ord)
        into got using q, k, win;
      if cardinality(got) >= k then
        ids := got[off + 1 : k];
        return;
      end if;
      perform set_config('enable_bitmapscan', 'on', true);
      perform set_config('enable_sort', 'on', true);
      perform set_config('enable_indexscan', 'off', true);
    end if;
    execute format(
      'select coalesce(array_agg(id), ''{}'') from (select id from goods_search where tsv @@ $1%s order by %s offset $3 limit $4) m',
      by_seller, ord)
      into ids using q, seller, off, lim;
  end $$`;

/**
 * Search reads a narrow copy of the listed goods instead of the wide goods table: the id, the
 * columns search can sort by, and the word vector without positions (search never ranks by
 * position). At a million goods this is ~10× fewer pages per match than goods' heap, so both the
 * "collect every match, sort, take a page" plan and the "walk an ordered index, keep matches" plan
 * stay in memory and short. A trigger keeps it in step with goods (listing, price, sales, name);
 * bulk loads may set `mall.bulk_load = on` for their session and sync once at the end.
 */
export class GoodsSearchTable1763860000000 implements MigrationInterface {
  name = 'GoodsSearchTable1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table goods_search (
        id uuid primary key references goods(id) on delete cascade,
        seller_id uuid not null,
        sold_num bigint not null,
        price_eff bigint not null,
        created_at timestamptz not null,
        is_rec boolean not null,
        rec_time timestamptz,
        tsv tsvector not null
      )`);
    await q.query(`
      create function goods_search_sync() returns trigger language plpgsql as $$
      begin
        if current_setting('mall.bulk_load', true) = 'on' then
          return null;
        end if;
        if tg_op = 'DELETE' then
          delete from goods_search where id = old.id;
        elsif new.is_shelf and new.is_valid and new.store_open then
          insert into goods_search (id, seller_id, sold_num, price_eff, created_at, is_rec, rec_time, tsv)
          values (new.id, new.seller_id, new.sold_num, new.price_eff, new.created_at, new.is_rec, new.rec_time, strip(new.search_tsv))
          on conflict (id) do update
            set seller_id = excluded.seller_id, sold_num = excluded.sold_num, price_eff = excluded.price_eff,
                created_at = excluded.created_at, is_rec = excluded.is_rec, rec_time = excluded.rec_time, tsv = excluded.tsv;
        elsif tg_op = 'UPDATE' then
          delete from goods_search where id = new.id;
        end if;
        return null;
      end $$`);
    // Only the columns search reads: a view counter bump (every product page) does not fire it.
    await q.query(`
      create trigger goods_search_sync after insert or delete or update of
        is_shelf, is_valid, store_open, seller_id, sold_num, selling_price, discount_price, created_at, is_rec, rec_time, name_i18n
      on goods for each row execute function goods_search_sync()`);
    await q.query(`
      insert into goods_search (id, seller_id, sold_num, price_eff, created_at, is_rec, rec_time, tsv)
      select id, seller_id, sold_num, price_eff, created_at, is_rec, rec_time, strip(search_tsv) from goods where is_shelf and is_valid and store_open`);
    await q.query(`create index goods_search_tsv on goods_search using gin (tsv)`);
    await q.query(`create index goods_search_hot on goods_search (sold_num desc, id desc)`);
    await q.query(`create index goods_search_price on goods_search (price_eff, id)`);
    await q.query(`create index goods_search_new on goods_search (created_at desc, id desc)`);
    await q.query(`create index goods_search_rec on goods_search (is_rec desc, rec_time desc nulls last, id desc)`);
    await q.query(`create index goods_search_seller on goods_search (seller_id, sold_num desc, id desc)`);
    // the common words of search_vocabulary's refresh: docs per lexeme (any script) above 0.2 % of goods
    await q.query(`create table search_common_terms (term text primary key, docs int not null)`);
    await q.query(SEARCH_TSQUERY_FUNCTION);
    await q.query(SEARCH_PAGE_FUNCTION);
    // goods' own word indexes are no longer read by search.
    await q.query(`drop index if exists goods_tsv_listed`);
    await q.query(`drop index if exists goods_tsv_gin`);
    await q.query(`analyze goods_search`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`create index if not exists goods_tsv_listed on goods using gin (search_tsv) where is_shelf and is_valid and store_open`);
    await q.query(`drop function if exists goods_search_page(text[], text[], regconfig, boolean, text, int, int, uuid, int, int)`);
    await q.query(`drop function if exists search_tsquery(text[], text[], regconfig, boolean)`);
    await q.query(`drop table if exists search_common_terms`);
    await q.query(`drop trigger if exists goods_search_sync on goods`);
    await q.query(`drop function if exists goods_search_sync()`);
    await q.query(`drop table if exists goods_search`);
  }
}
