import { DataSource } from 'typeorm';
import { startContext } from '../../../../test/support/test-app';
import { seedCatalog } from '../../../demo/catalog/catalog-seed';
import type { SearchPageOptions } from '../catalog.repository';
import { searchTerms } from '../domain/search-terms';
import type { SearchSort } from '../domain/sort';
import { SearchIndexService } from '../search-index/search-index.service';
import { SearchEngine } from './search-engine';

/**
 * The SearchEngine contract: both adapters (SEARCH_INDEX=memory: the in-memory index; postgres:
 * search_goods_page() alone) answer the same pages, orders, filters, suggestions and changes, on a
 * small fixture of six goods named with a made-up word. Real Postgres.
 */
describe.each(['memory', 'postgres'] as const)('SearchEngine contract: %s adapter', (kind) => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let engine: SearchEngine;
  /** the fixture: store A's a1..a3, store B's b1..b3 */
  const g: Record<string, string> = {};
  let sellerA: string;

  /** name, sales, price, day of creation of each fixture goods */
  const FIXTURE: [key: string, store: 0 | 1, name: string, sold: number, price: number, day: number][] = [
    ['a1', 0, 'Zorbex lamp', 50, 300, 3],
    ['a2', 0, 'Zorbex chair', 40, 100, 6],
    ['a3', 0, 'Zorbex lamp shade', 30, 600, 1],
    ['b1', 1, 'Zorbex table lamp', 20, 200, 5],
    ['b2', 1, 'Zorbex stool', 10, 500, 2],
    ['b3', 1, 'Zorbex desk', 60, 400, 4],
  ];

  beforeAll(async () => {
    t = await startContext({ SEARCH_CACHE_TTL_MS: '0', SEARCH_INDEX: kind });
    ds = t.ctx.get(DataSource);
    engine = t.ctx.get(SearchEngine);
    await seedCatalog(ds, { goods: 120, seed: 3 });
    // two stores with three listed goods each
    const stores: { seller_id: string; ids: string[] }[] = await ds.query(
      `select seller_id, (array_agg(id order by id))[1:3]::text[] as ids from goods where is_shelf and is_valid and store_open
        group by seller_id having count(*) >= 3 order by seller_id limit 2`,
    );
    expect(stores).toHaveLength(2);
    sellerA = stores[0]!.seller_id;
    const taken = [0, 0];
    for (const [key, store, name, sold, price, day] of FIXTURE) {
      const id = stores[store]!.ids[taken[store]!++]!;
      g[key] = id;
      await ds.query(
        `update goods set name_i18n = jsonb_build_object('en', $2::text), sold_num = $3, selling_price = $4, discount_price = null,
                          created_at = timestamptz '2020-01-01' + make_interval(days => $5), is_rec = false, rec_time = null
          where id = $1`,
        [id, name, sold, price, day],
      );
    }
    await engine.applyChanges();
  }, 90_000);
  afterAll(() => t.close());

  const opts = (o: Partial<SearchPageOptions> = {}): SearchPageOptions => ({
    prefix: false,
    sort: 'hot_desc',
    limit: 10,
    offset: 0,
    cap: 200,
    ...o,
  });
  const page = async (keyword: string, o: Partial<SearchPageOptions> = {}) => {
    const r = await engine.page(searchTerms(keyword, 'en')!, opts(o));
    const found = { matches: r.matches, ids: r.cards.map((c) => c.id) };
    // the memory adapter's pages really come from its index (not from Postgres standing in)
    if (kind === 'memory') expect(await t.ctx.get(SearchIndexService).page(searchTerms(keyword, 'en')!, opts(o))).toEqual(found);
    return found;
  };
  const ids = (...keys: string[]) => keys.map((k) => g[k]!);

  it(`is the ${kind} adapter, and says what it serves from`, async () => {
    expect(engine.kind).toBe(kind);
    if (kind === 'memory') {
      expect(await engine.ready()).toBe(true);
      expect(engine.state()).toEqual({ state: 'serving', goods: expect.any(Number) });
    } else {
      expect(await engine.ready()).toBe(false);
      expect(engine.state()).toEqual({ state: 'off', goods: null });
    }
  });

  it('finds goods with every word, stemmed; stop words alone and unknown words find nothing', async () => {
    expect(await page('zorbex lamp')).toEqual({ matches: 3, ids: ids('a1', 'a3', 'b1') });
    expect(await page('lamps zorbex')).toEqual({ matches: 3, ids: ids('a1', 'a3', 'b1') });
    expect(await page('zorbex lamp shade')).toEqual({ matches: 1, ids: ids('a3') });
    expect(await page('the')).toEqual({ matches: 0, ids: [] });
    expect(await page('qqzzxxv')).toEqual({ matches: 0, ids: [] });
  });

  it('answers cards as anyone sees them', async () => {
    const r = await engine.page(searchTerms('zorbex chair', 'en')!, opts());
    expect(r.cards).toEqual([
      expect.objectContaining({ id: g.a2, seller_id: sellerA, name_i18n: { en: 'Zorbex chair' }, selling_price: '100', is_keep: false }),
    ]);
  });

  it.each<[SearchSort, string[]]>([
    ['hot_desc', ['b3', 'a1', 'a2', 'a3', 'b1', 'b2']],
    ['hot_asc', ['b2', 'b1', 'a3', 'a2', 'a1', 'b3']],
    ['price_asc', ['a2', 'b1', 'a1', 'b3', 'b2', 'a3']],
    ['price_desc', ['a3', 'b2', 'b3', 'a1', 'b1', 'a2']],
    ['new_desc', ['a2', 'b1', 'b3', 'a1', 'b2', 'a3']],
    ['new_asc', ['a3', 'b2', 'a1', 'b3', 'b1', 'a2']],
  ])('orders %s', async (sort, keys) => {
    expect(await page('zorbex', { sort })).toEqual({ matches: 6, ids: ids(...keys) });
  });

  it('orders recommended first, latest recommendation first, then by id', async () => {
    await ds.query(`update goods set is_rec = true, rec_time = now() - interval '1 day' where id = $1`, [g.a3]);
    await ds.query(`update goods set is_rec = true, rec_time = now() where id = $1`, [g.b2]);
    const rest = ids('a1', 'a2', 'b1', 'b3').sort();
    expect(await page('zorbex', { sort: 'rec_desc' })).toEqual({ matches: 6, ids: [g.b2, g.a3, ...[...rest].reverse()] });
    expect(await page('zorbex', { sort: 'rec_asc' })).toEqual({ matches: 6, ids: [...rest, g.a3, g.b2] });
    await ds.query(`update goods set is_rec = false, rec_time = null where id = any($1::uuid[])`, [ids('a3', 'b2')]);
  });

  it('filters by store', async () => {
    expect(await page('zorbex', { sellerId: sellerA })).toEqual({ matches: 3, ids: ids('a1', 'a2', 'a3') });
    expect(await page('zorbex lamp', { sellerId: sellerA, sort: 'price_desc' })).toEqual({ matches: 2, ids: ids('a3', 'a1') });
  });

  it('pages, counting matches up to cap + 1 and serving nothing at or beyond the cap', async () => {
    expect(await page('zorbex', { limit: 2, offset: 2 })).toEqual({ matches: 6, ids: ids('a2', 'a3') });
    expect(await page('zorbex', { limit: 4, offset: 4 })).toEqual({ matches: 6, ids: ids('b1', 'b2') });
    expect(await page('zorbex', { limit: 2, offset: 6 })).toEqual({ matches: 6, ids: [] });
    expect(await page('zorbex', { limit: 2, offset: 2, cap: 3 })).toEqual({ matches: 4, ids: ids('a2', 'a3') });
    expect(await page('zorbex', { limit: 2, offset: 4, cap: 3 })).toEqual({ matches: 4, ids: [] });
  });

  it('suggests goods whose words start with what was typed, best sellers first', async () => {
    const suggest = async (typed: string, limit: number) => (await engine.suggest(searchTerms(typed, 'en')!, limit)).map((s) => s.id);
    expect(await suggest('zorb', 3)).toEqual(ids('b3', 'a1', 'a2'));
    expect(await suggest('zorbex sha', 10)).toEqual(ids('a3'));
    expect(await suggest('qqzzxxv', 10)).toEqual([]);
  });

  it('sees every change committed before a search: new words, sales, unlisting, a closed store, a deletion', async () => {
    // another goods takes the word; a fixture goods loses it; sales reorder
    const [{ id: other }] = await ds.query(
      `select id from goods where is_shelf and is_valid and store_open
          and not (seller_id in (select seller_id from goods where id = any($1::uuid[]))) order by id limit 1`,
      [Object.values(g)],
    );
    await ds.query(`update goods set name_i18n = jsonb_build_object('en', 'Zorbex vase'), sold_num = 45 where id = $1`, [other]);
    await ds.query(`update goods set name_i18n = jsonb_build_object('en', 'Plain stool') where id = $1`, [g.b2]);
    await ds.query(`update goods set sold_num = 5 where id = $1`, [g.b3]);
    expect(await page('zorbex')).toEqual({ matches: 6, ids: [g.a1, other, g.a2, g.a3, g.b1, g.b3] });
    // unlisted, then listed again
    await ds.query(`update goods set is_shelf = false where id = $1`, [g.a1]);
    expect((await page('zorbex')).ids).toEqual([other, g.a2, g.a3, g.b1, g.b3]);
    await ds.query(`update goods set is_shelf = true where id = $1`, [g.a1]);
    await engine.applyChanges();
    expect((await page('zorbex')).ids).toEqual([g.a1, other, g.a2, g.a3, g.b1, g.b3]);
    // store B closed: its goods leave search
    const [{ seller_id: sellerB }] = await ds.query(`select seller_id from goods where id = $1`, [g.b1]);
    await ds.query(`update sellers set status = 'closed' where id = $1`, [sellerB]);
    expect((await page('zorbex')).ids).toEqual([g.a1, other, g.a2, g.a3]);
    await ds.query(`update sellers set status = 'open' where id = $1`, [sellerB]);
    // removed for good
    await ds.query(`delete from keep_goods where goods_id = $1`, [other]);
    await ds.query(`delete from goods where id = $1`, [other]);
    await engine.applyChanges();
    expect(await page('zorbex')).toEqual({ matches: 5, ids: ids('a1', 'a2', 'a3', 'b1', 'b3') });
  });
});
