import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { eventually } from '../../../../test/support/eventually';
import { startContext } from '../../../../test/support/test-app';
import { SEARCH_ORDERS } from '../../../migrations/1763900000000-search-page-cached-plans';
import { seedCatalog } from '../../../demo/catalog/catalog-seed';
import { CatalogRepository } from '../catalog.repository';
import { CatalogService } from '../catalog.service';
import { paging } from '../domain/paging';
import { searchTerms } from '../domain/search-terms';
import type { SearchSort } from '../domain/sort';
import { SearchIndexService } from './search-index.service';

/** goods_search's listing orders, as search_goods_page() sorts. */
const ORDER = SEARCH_ORDERS as Record<SearchSort, string>;

/**
 * The in-memory search index of each API process, loaded from goods_search and following its
 * changes, must answer exactly what Postgres finds, and see every committed change. Real Postgres.
 */
describe('in-memory search index on real Postgres', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let index: SearchIndexService;
  let repo: CatalogRepository;
  let common: string[];

  beforeAll(async () => {
    t = await startContext({ SEARCH_CACHE_TTL_MS: '0' });
    ds = t.ctx.get(DataSource);
    index = t.ctx.get(SearchIndexService);
    repo = t.ctx.get(CatalogRepository);
    await seedCatalog(ds, { goods: 900, seed: 5 });
    common = (
      await ds.query(
        `select word from ts_stat('select to_tsvector(''english'', name_i18n->>''en'') from goods') order by ndoc desc, word limit 10`,
      )
    ).map((r: { word: string }) => r.word);
  }, 60_000);
  afterAll(() => t.close());

  /** Every listed goods matching the words, in the order, straight from goods_search. */
  const oracle = async (keyword: string, sort: SearchSort, sellerId?: string): Promise<string[]> => {
    const terms = searchTerms(keyword, 'en')!;
    return (
      await ds.query(
        `select id from goods_search where tsv @@ search_tsquery($1::text[], $2::text[], $3::regconfig, false)
            and ($4::uuid is null or seller_id = $4) order by ${ORDER[sort]}`,
        [terms.words, terms.cjk, terms.config, sellerId ?? null],
      )
    ).map((r: { id: string }) => r.id);
  };
  const page = (keyword: string, o: { sort?: SearchSort; sellerId?: string; limit?: number; offset?: number; cap?: number } = {}) =>
    index.page(searchTerms(keyword, 'en')!, { sort: 'hot_desc', limit: 10, offset: 0, cap: 200, ...o });
  const expected = (all: string[], o: { limit: number; offset: number; cap: number }) => ({
    matches: Math.min(all.length, o.cap + 1),
    ids: o.offset >= o.cap ? [] : all.slice(o.offset, o.offset + o.limit),
  });

  it('loads every listed goods and answers as Postgres finds, in every order, page, cap and store', async () => {
    expect(await index.ready()).toBe(true);
    const keywords = [
      ...common.slice(0, 6),
      `${common[0]} ${common[1]}`,
      `${common[2]} ${common[5]}`,
      `${common[0]} ${common[3]} ${common[7]}`,
      'the', // only a stop word
      'zzqqxx', // nobody
    ];
    let nonEmpty = 0;
    for (const keyword of keywords)
      for (const sort of Object.keys(ORDER) as SearchSort[]) {
        const all = await oracle(keyword, sort);
        if (all.length > 20) nonEmpty += 1;
        for (const o of [
          { limit: 10, offset: 0, cap: 200 },
          { limit: 10, offset: 20, cap: 200 },
          { limit: 7, offset: 3, cap: 4 },
          { limit: 10, offset: 30, cap: 30 },
          { limit: 100, offset: 0, cap: 10_000 },
        ])
          expect([keyword, sort, o, await page(keyword, { sort, ...o })]).toEqual([keyword, sort, o, expected(all, o)]);
      }
    expect(nonEmpty).toBeGreaterThan(20);

    const [{ seller_id: sellerId }] = await ds.query(
      `select seller_id from goods_search where tsv @@ to_tsquery('english', $1) group by seller_id order by count(*) desc limit 1`,
      [common[0]],
    );
    for (const sort of ['hot_desc', 'price_asc', 'rec_asc'] as SearchSort[]) {
      const all = await oracle(common[0]!, sort, sellerId);
      expect(all.length).toBeGreaterThan(1);
      expect(await page(common[0]!, { sort, sellerId, limit: 50 })).toEqual(expected(all, { limit: 50, offset: 0, cap: 200 }));
    }
  });

  it('CatalogService answers the same from the index as from Postgres', async () => {
    const catalog = t.ctx.get(CatalogService);
    const pg = await startContext({ SEARCH_CACHE_TTL_MS: '0', SEARCH_INDEX: 'postgres' });
    try {
      await seedCatalog(pg.ctx.get(DataSource), { goods: 900, seed: 5 });
      const other = pg.ctx.get(CatalogService);
      for (const keyword of [common[0]!, `${common[1]} ${common[4]}`, 'the', 'zzqqxx'])
        for (const sort of [null, { by: 'price', dir: 'desc' } as const])
          for (const p of [paging('1', '20'), paging('3', '10')]) {
            // the seed is deterministic: the same goods, ids and cards in both databases
            expect(await catalog.search(keyword, 'en', sort, p, null)).toEqual(await other.search(keyword, 'en', sort, p, null));
          }
    } finally {
      await pg.close();
    }
  });

  it('sees every change committed before a search, at once: rename, unlisting, a closed store, sales, deletion, a new goods', async () => {
    expect(await index.ready()).toBe(true);
    const find = async (keyword: string, sort: SearchSort = 'hot_desc') => (await page(keyword, { sort }))?.ids;
    const [g] = await ds.query(`select id, seller_id from goods where is_shelf and is_valid and store_open order by id limit 1`);

    await ds.query(`update goods set name_i18n = jsonb_set(name_i18n, '{en}', '"Vexquor lamp"') where id = $1`, [g.id]);
    expect(await find('vexquor')).toEqual([g.id]);
    await ds.query(`update goods set is_shelf = false where id = $1`, [g.id]);
    expect(await find('vexquor')).toHaveLength(0);
    await ds.query(`update goods set is_shelf = true where id = $1`, [g.id]);
    expect(await find('vexquor')).toHaveLength(1);
    await ds.query(`update sellers set status = 'closed' where id = $1`, [g.seller_id]);
    expect(await find('vexquor')).toHaveLength(0);
    await ds.query(`update sellers set status = 'open' where id = $1`, [g.seller_id]);
    expect(await find('vexquor')).toHaveLength(1);

    // sales counts are not announced: seen at once all the same (the page checks for changes)
    const word = common[0]!;
    const before = await find(word);
    const last = (await oracle(word, 'hot_desc')).at(-1)!;
    await ds.query(`update goods set sold_num = (select max(sold_num) + 1 from goods) where id = $1`, [last]);
    expect((await find(word))?.[0]).toBe(last);
    expect((await find(word))?.slice(1)).toEqual(before?.slice(0, 9));

    // a second goods with the word, then the first deleted
    const [h] = await ds.query(`select id from goods where is_shelf and is_valid and store_open and id <> $1 order by id limit 1`, [g.id]);
    await ds.query(`update goods set name_i18n = jsonb_set(name_i18n, '{en}', '"Vexquor chair"'), sold_num = 0 where id = $1`, [h.id]);
    expect(await find('vexquor', 'hot_asc')).toHaveLength(2);
    await ds.query(`delete from keep_goods where goods_id = $1`, [g.id]);
    await ds.query(`delete from goods where id = $1`, [g.id]);
    expect(await find('vexquor')).toEqual([h.id]);
    expect(await page('vexquor')).toEqual({ matches: 1, ids: [h.id] });
  });

  it('pageAsHeld answers the snapshot it is current as of; the cards read tells whether goods changed since (rows and removals)', async () => {
    expect(await index.ready()).toBe(true);
    const terms = searchTerms(common[2]!, 'en')!;
    const o = { sort: 'hot_desc' as const, limit: 10, offset: 0, cap: 200 };
    const held = (await index.pageAsHeld(terms, o))!;
    expect({ matches: held.matches, ids: held.ids }).toEqual(expected(await oracle(common[2]!, 'hot_desc'), o));
    const unchanged = await repo.goodsCardsIfUnchanged(held.ids, held.snapshot);
    expect(unchanged.changed).toBe(false);
    expect(unchanged.cards.map((c) => c.id)).toEqual(held.ids);
    expect(await repo.goodsCardsIfUnchanged([], held.snapshot)).toEqual({ changed: false, cards: [] });

    // a sale (not announced), seen by the check whatever the index read meanwhile
    await ds.query(`update goods set sold_num = sold_num + 1 where id = $1`, [held.ids.at(-1)]);
    expect((await repo.goodsCardsIfUnchanged(held.ids, held.snapshot)).changed).toBe(true);
    expect((await repo.goodsCardsIfUnchanged([], held.snapshot)).changed).toBe(true);

    // once read, a removal is a change again
    expect(await index.ready()).toBe(true);
    const after = (await index.pageAsHeld(terms, o))!;
    expect((await repo.goodsCardsIfUnchanged(after.ids, after.snapshot)).changed).toBe(false);
    const gone = after.ids[0]!;
    await ds.query(`delete from keep_goods where goods_id = $1`, [gone]);
    await ds.query(`delete from goods where id = $1`, [gone]);
    expect((await repo.goodsCardsIfUnchanged([], after.snapshot)).changed).toBe(true);
  });

  it('CatalogService: a sale committed just before a search reorders it (the change found by the cards read, then read)', async () => {
    expect(await index.ready()).toBe(true);
    const catalog = t.ctx.get(CatalogService);
    const word = common[3]!;
    const first = async () => (await catalog.search(word, 'en', null, paging('1', '10'), null)).pageList.map((g: { id: string }) => g.id);
    const before = await first();
    const last = (await oracle(word, 'hot_desc')).at(-1)!;
    for (let i = 0; i < 3; i++) {
      await ds.query(`update goods set sold_num = (select max(sold_num) + 1 from goods) where id = $1`, [i === 0 ? last : before[i]]);
      expect((await first())[0]).toBe(i === 0 ? last : before[i]);
    }
  });

  it('sees a change committed after later ones it already read (follows by transaction, not by order of writing)', async () => {
    expect(await index.ready()).toBe(true);
    const [a, b] = await ds.query(`select id from goods where is_shelf and is_valid and store_open order by id desc limit 2`);
    const slow = new Client({ connectionString: (ds.options as { url: string }).url });
    await slow.connect();
    try {
      await slow.query('begin');
      // the slow transaction writes first (its transaction id is the older one) ...
      await slow.query(`update goods set name_i18n = jsonb_set(name_i18n, '{en}', '"Quolmix vase"') where id = $1`, [a.id]);
      // ... a later one commits, and the index reads it (its snapshot sees the slow one in progress)
      await ds.query(`update goods set name_i18n = jsonb_set(name_i18n, '{en}', '"Quolmix jar"') where id = $1`, [b.id]);
      await eventually(async () => (await page('quolmix'))?.matches === 1);
      await slow.query('commit');
      await eventually(async () => (await page('quolmix'))?.matches === 2);
    } finally {
      await slow.end();
    }
  });

  it('loads again after a truncate, and serves Postgres meanwhile', async () => {
    expect(await index.ready()).toBe(true);
    const word = common[1]!;
    const all = await oracle(word, 'hot_desc');
    await ds.query(`truncate goods_search`);
    await eventually(async () => (await page(word))?.matches === 0);
    await ds.query(`insert into goods_search (id, seller_id, sold_num, price_eff, created_at, is_rec, rec_time, tsv)
                    select id, seller_id, sold_num, price_eff, created_at, is_rec, rec_time, strip(search_tsv)
                      from goods where is_shelf and is_valid and store_open`);
    await eventually(async () => JSON.stringify(await page(word)) === JSON.stringify(expected(all, { limit: 10, offset: 0, cap: 200 })));
    expect(await repo.searchTsquery(searchTerms(word, 'en')!)).toContain(word);
  });
});
