import { DataSource } from 'typeorm';
import { startContext } from '../../../test/support/test-app';
import { seedCatalog } from '../../demo/catalog/catalog-seed';
import { CatalogRepository } from './catalog.repository';
import { orderSql, searchSort, type GoodsSort } from './domain/sort';
import { searchTerms } from './domain/search-terms';

/**
 * Search reads goods_search (a narrow copy of listed goods kept by a trigger). Both plans — collect
 * every match and sort, or walk the order's index keeping matches — must give the oracle's answer.
 */
describe('goods search table and plans on real Postgres', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let repo: CatalogRepository;

  beforeAll(async () => {
    t = await startContext();
    ds = t.ctx.get(DataSource);
    repo = t.ctx.get(CatalogRepository);
    await seedCatalog(ds, { goods: 800, seed: 7 });
    await repo.refreshVocabulary(); // search_common_terms: how common each word is, for the plan
  }, 60_000);
  afterAll(() => t.close());

  const q = async (sql: string, params: unknown[] = []) => ds.query(sql, params);
  /** Listed goods whose English name has every word (a plain-SQL oracle over goods itself). */
  const oracle = async (words: string[], order: string, sellerId?: string) =>
    (
      await q(
        `select g.id from goods g where g.is_shelf and g.is_valid and g.store_open
            and ${words.map((_, i) => `g.search_tsv @@ plainto_tsquery('english', $${i + 1})`).join(' and ')}
            ${sellerId ? `and g.seller_id = $${words.length + 1}` : ''}
          order by ${order}`,
        sellerId ? [...words, sellerId] : words,
      )
    ).map((r: { id: string }) => r.id);

  it('holds exactly the listed goods after a seed (bulk path)', async () => {
    const [r] = await q(`select (select count(*) from goods where is_shelf and is_valid and store_open)::int listed,
                                (select count(*) from goods_search)::int indexed,
                                (select count(*) from goods_search s join goods g on g.id = s.id
                                  where s.sold_num <> g.sold_num or s.price_eff <> g.price_eff or s.tsv <> strip(g.search_tsv))::int stale`);
    expect(r.listed).toBeGreaterThan(300);
    expect(r).toEqual({ listed: r.listed, indexed: r.listed, stale: 0 });
  });

  it.each<[string, GoodsSort]>([
    ['relevance', null],
    ['price asc', { by: 'price', dir: 'asc' }],
    ['price desc', { by: 'price', dir: 'desc' }],
    ['newest', { by: 'new', dir: 'desc' }],
    ['sales asc', { by: 'hot', dir: 'asc' }],
    ['recommended', { by: 'rec', dir: 'desc' }],
    ['recommended last', { by: 'rec', dir: 'asc' }],
  ])('collect and walk plans agree with the oracle (%s), on every page', async (_name, sort) => {
    // the most common English word of the catalogue, so the walk plan really walks
    const [{ word }] = await q(
      `select word from ts_stat('select to_tsvector(''english'', name_i18n->>''en'') from goods') order by ndoc desc, word limit 1`,
    );
    const expected = await oracle([word], orderSql(sort, 'g.sold_num desc, g.id desc'));
    expect(expected.length).toBeGreaterThan(40);
    const terms = searchTerms(word, 'en')!;
    const base = { prefix: false, sort: searchSort(sort), limit: 10 };
    for (const offset of [0, 10, 20]) {
      const page = expected.slice(offset, offset + 10);
      // few matches: all collected and sorted
      expect(await repo.searchIds(terms, { ...base, offset, cap: 10_000 })).toEqual({ ids: page, matches: expected.length });
      // many and dense: walk the order's index (the window covers this small table)
      expect(await repo.searchIds(terms, { ...base, offset, cap: 30 })).toEqual({ ids: page, matches: 31 });
      // many, but the window holds too few: every match collected after all
      expect(await repo.searchIds(terms, { ...base, offset, cap: 30, windowRows: 12 })).toEqual({ ids: page, matches: 31 });
    }
    // common words: the page read straight off the order's index, no posting list read
    expect(await repo.searchIds(terms, { ...base, offset: 0, cap: 3 })).toEqual({ ids: expected.slice(0, 10), matches: 4 });
    // pages at or beyond the counted matches are not served
    expect(await repo.searchIds(terms, { ...base, offset: 30, cap: 30 })).toEqual({ ids: [], matches: 31 });
  });

  it('two common words: the same page whether they go together (walked first) or seldom do (a wasted walk, then collected)', async () => {
    const top: { word: string }[] = await q(
      `select word from ts_stat('select to_tsvector(''english'', name_i18n->>''en'') from goods') order by ndoc desc, word limit 8`,
    );
    let walkable = 0; // pairs with a full page of 3
    for (let i = 0; i < top.length; i++)
      for (let j = i + 1; j < top.length; j++) {
        const words = [top[i]!.word, top[j]!.word];
        const expected = await oracle(words, 'g.sold_num desc, g.id desc');
        if (expected.length >= 3) walkable += 1;
        const terms = searchTerms(words.join(' '), 'en')!;
        for (const cap of [1, 4, 10_000])
          expect(await repo.searchIds(terms, { prefix: false, sort: 'hot_desc', limit: 3, offset: 0, cap })).toEqual({
            ids: expected.slice(0, 3),
            matches: Math.min(expected.length, cap + 1),
          });
      }
    expect(walkable).toBeGreaterThan(0);
  });

  it('keeps a seller filter', async () => {
    const [{ seller_id: sellerId, word }] = await q(
      `select g.seller_id, w.word from goods g, ts_stat('select to_tsvector(''english'', name_i18n->>''en'') from goods') w
        where g.is_shelf and g.is_valid and g.store_open and g.search_tsv @@ plainto_tsquery('english', w.word)
        group by g.seller_id, w.word order by count(*) desc, g.seller_id limit 1`,
    );
    const expected = await oracle([word], 'g.sold_num desc, g.id desc', sellerId);
    expect(expected.length).toBeGreaterThan(1);
    const page = { prefix: false, sort: 'hot_desc', limit: 50, offset: 0, sellerId } as const;
    expect(await repo.searchIds(searchTerms(word, 'en')!, { ...page, cap: 200 })).toEqual({ ids: expected, matches: expected.length });
    expect(await repo.searchIds(searchTerms(word, 'en')!, { ...page, cap: 1 })).toEqual({ ids: expected.slice(0, 50), matches: 2 });
  });

  it('follows goods: unlisting, closing a store, a sale and a rename reach search at once; view counts do not touch it', async () => {
    const [g] = await q(`select id, seller_id from goods where is_shelf and is_valid and store_open order by id limit 1`);
    const terms = searchTerms('zqxjunique', 'en')!;
    const find = async () => (await repo.searchIds(terms, { prefix: false, sort: 'hot_desc', limit: 10, offset: 0, cap: 200 })).ids;

    await q(`update goods set name_i18n = jsonb_set(name_i18n, '{en}', '"Zqxjunique lamp"') where id = $1`, [g.id]);
    expect(await find()).toEqual([g.id]);

    await q(`update goods set sold_num = 12345 where id = $1`, [g.id]);
    expect(await q(`select sold_num::int n from goods_search where id = $1`, [g.id])).toEqual([{ n: 12345 }]);

    const xmin = async () => (await q(`select xmin::text x from goods_search where id = $1`, [g.id]))[0].x;
    const before = await xmin();
    await q(`update goods set views_num = views_num + 1 where id = $1`, [g.id]);
    expect(await xmin()).toBe(before);

    await q(`update goods set is_shelf = false where id = $1`, [g.id]);
    expect(await find()).toEqual([]);
    await q(`update goods set is_shelf = true where id = $1`, [g.id]);
    expect(await find()).toEqual([g.id]);

    await q(`update sellers set status = 'closed' where id = $1`, [g.seller_id]);
    expect(await find()).toEqual([]);
    await q(`update sellers set status = 'open' where id = $1`, [g.seller_id]);
    expect(await find()).toEqual([g.id]);
  });
});
