import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The listing orders of goods_search (domain/sort.ts), by name `<by>_<dir>`, each backed by an index. */
export const SEARCH_ORDERS: Record<string, string> = {
  hot_desc: 'sold_num desc, id desc',
  hot_asc: 'sold_num asc, id asc',
  price_asc: 'price_eff asc, id asc',
  price_desc: 'price_eff desc, id desc',
  new_desc: 'created_at desc, id desc',
  new_asc: 'created_at asc, id asc',
  rec_desc: 'is_rec desc, rec_time desc nulls last, id desc',
  rec_asc: 'is_rec asc, rec_time asc nulls last, id asc',
};

/** The walkable orders: rec_asc's "nulls last" is not its index read backwards. */
const WALKABLE = (sort: string) => sort !== 'rec_asc';

/**
 * One search page in one order, the plans of goods_search_page (migration goods-search-table) as
 * static statements: plpgsql prepares each once per connection (a generic plan, forced; the plan
 * switches make it the only plan), where the dynamic statements of goods_search_page were planned on
 * every call (≈ 1 ms of a 3 ms search on the benchmark machine). `first_win`: walk the order's
 * index over that many goods first (null: don't); `est`: the fewest goods any one part is in.
 */
const pageInOrder = (sort: string, ord: string) => `
  create function search_goods_page_${sort}(q tsquery, first_win int, est bigint, seller uuid, lim int, off int, cap int,
                                            window_rows int, out matches int, out ids uuid[])
  language plpgsql stable
  set enable_seqscan = off set enable_indexscan = on set enable_bitmapscan = on set enable_sort = on
  set plan_cache_mode = force_generic_plan
  as $$
  declare
    goods bigint := greatest((select reltuples from pg_class where oid = 'goods_search'::regclass)::bigint, 1);
    k int := off + lim;
    collect int := greatest(cap + 1, 1000);
    win int;
    got uuid[];
    scanned bigint;
    lam float8;
  begin
    ids := '{}';
    if ${WALKABLE(sort)} and first_win is not null then
      perform set_config('enable_bitmapscan', 'off', true);
      perform set_config('enable_sort', 'off', true);
      select array_agg(id order by rn), max(rn) into got, scanned from (
        select id, rn from (select id, tsv, row_number() over (order by ${ord}) rn from goods_search order by ${ord} limit first_win) w
         where tsv @@ q limit k) m;
      -- the page, and more than cap matches in all: k matches among the first \`scanned\` goods would be
      -- a 3σ surprise if only cap + 1 goods matched (the page, where that's less sure: collected)
      lam := (cap + 1)::float8 * scanned / goods;
      if cardinality(got) >= k and k >= lam + 3 * sqrt(lam) + 3 then
        matches := cap + 1;
        ids := got[off + 1 : k];
        return;
      end if;
      perform set_config('enable_bitmapscan', 'on', true);
      perform set_config('enable_sort', 'on', true);
    end if;
    perform set_config('enable_indexscan', 'off', true);
    select count(*)::int, coalesce((array_agg(id order by ${ord}))[off + 1 : off + lim], '{}') into matches, ids
      from (select id, sold_num, price_eff, created_at, is_rec, rec_time from goods_search
             where tsv @@ q and (seller is null or seller_id = seller) limit collect) m;
    if matches < collect or off >= cap then
      matches := least(matches, cap + 1);
      if off >= cap then ids := '{}'; end if;
      return;
    end if;
    matches := cap + 1;
    win := coalesce(window_rows, least(goods, greatest(1000, (1.5 * sqrt(goods * k))::bigint))::int);
    -- walk only when the words are expected dense enough to fill the page inside the window
    if ${WALKABLE(sort)} and seller is null and (window_rows is not null or coalesce(est, 0) * win >= goods * k) then
      perform set_config('enable_indexscan', 'on', true);
      perform set_config('enable_bitmapscan', 'off', true);
      perform set_config('enable_sort', 'off', true);
      -- pulled lazily: the scan stops at k matches, or after win goods
      got := array(select id from (select id, tsv from goods_search order by ${ord} limit win) w where tsv @@ q limit k);
      if cardinality(got) >= k then
        ids := got[off + 1 : k];
        return;
      end if;
      perform set_config('enable_bitmapscan', 'on', true);
      perform set_config('enable_sort', 'on', true);
      perform set_config('enable_indexscan', 'off', true);
    end if;
    select coalesce(array_agg(id), '{}') into ids
      from (select id from goods_search where tsv @@ q and (seller is null or seller_id = seller) order by ${ord} offset off limit lim) m;
  end $$`;

/**
 * The page of goods_search_page with the same arguments and pages, choosing a walk first also when
 * several words are each common and together expected in ≥ 10 × cap goods, counting them as
 * independent (goods × Π docs/goods). goods_search_page walked first for several words only when the
 * rarest was in ≥ 2 % of goods, so two common words with a few thousand goods in common (say
 * "lightweight black") collected 1000 matches through the word index, walked a too-short window,
 * then sorted them all (≈ 30 ms); walking first reads a few thousand index entries (≈ 3 ms). A wrong
 * guess (words that seldom go together) costs one short window, then the other plans run as before.
 * The CJK bigrams of one run go together, so they count only by their rarest, as before. A walk's
 * total ("more than cap") now needs a 3σ density, not 2 × cap: at a page of 10 and a cap of 200,
 * 2 × cap reported "more than 200" for about 3 % of searches with 100–200 matches.
 */
const SEARCH_PAGE = `
  create function search_goods_page(words text[], cjk text[], cfg regconfig, prefix boolean, sort text, lim int, off int,
                                    seller uuid, cap int, window_rows int, out matches int, out ids uuid[])
  language plpgsql stable set plan_cache_mode = force_generic_plan
  as $$
  declare
    q tsquery := search_tsquery(words, cjk, cfg, prefix);
    goods bigint := greatest((select reltuples from pg_class where oid = 'goods_search'::regclass)::bigint, 1);
    k int := off + lim;
    est bigint;
    est_all float8;
    first_win int;
  begin
    ids := '{}';
    matches := 0;
    if q is null then return; end if; -- only stop words
    if seller is null and off < cap and not prefix then
      select min(d), goods * exp(sum(ln(greatest(d, 1)::float8 / goods)) filter (where not is_cjk)) into est, est_all from (
        select coalesce((select max(c.docs) from search_common_terms c
                          where c.term = any(tsvector_to_array(to_tsvector('simple', w) || to_tsvector(cfg, w)))), 0) d, false is_cjk
          from unnest(words) w where length(to_tsvector(cfg, w)) > 0
        union all
        select coalesce((select c.docs from search_common_terms c where c.term = b), 0), true from unnest(cjk) b) parts;
      if cardinality(cjk) = 0 and est_all >= 10 * cap then
        first_win := coalesce(window_rows, least(goods, ceil(4.0 * k * goods / est_all))::int);
      elsif est >= greatest(10 * cap, case when cardinality(words) + cardinality(cjk) = 1 then greatest(cap + 1, 1000) else goods / 50 end) then
        first_win := coalesce(window_rows, least(goods, ceil(4.0 * k * goods / est))::int);
      end if;
    end if;
    case sort
${Object.keys(SEARCH_ORDERS)
  .map(
    (s) => `      when '${s}' then
        select p.matches, p.ids into matches, ids from search_goods_page_${s}(q, first_win, est, seller, lim, off, cap, window_rows) p;`,
  )
  .join('\n')}
      else raise exception 'search_goods_page: unknown sort %', sort;
    end case;
  end $$`;

const PAGE_IN_ORDER_ARGS = '(tsquery, int, bigint, uuid, int, int, int, int)';

/**
 * Search pages through search_goods_page(): cached plans, and walking first for common words that
 * go together. goods_search_page stays (unused) so that down restores the previous state exactly.
 */
export class SearchPageCachedPlans1763900000000 implements MigrationInterface {
  name = 'SearchPageCachedPlans1763900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [sort, ord] of Object.entries(SEARCH_ORDERS)) await q.query(pageInOrder(sort, ord));
    await q.query(SEARCH_PAGE);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop function if exists search_goods_page(text[], text[], regconfig, boolean, text, int, int, uuid, int, int)`);
    for (const sort of Object.keys(SEARCH_ORDERS)) await q.query(`drop function if exists search_goods_page_${sort}${PAGE_IN_ORDER_ARGS}`);
  }
}
