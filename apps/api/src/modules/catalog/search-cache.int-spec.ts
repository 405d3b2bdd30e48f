import { DataSource } from 'typeorm';
import { makeUser } from '../../../test/support/chain';
import { eventually } from '../../../test/support/eventually';
import { startContext } from '../../../test/support/test-app';
import { PgNotifications } from '../../core/database/pg-notifications';
import { SEARCH_CHANGED_CHANNEL } from './search/search-changed';
import { seedCatalog } from '../../demo/catalog/catalog-seed';
import { CatalogService } from './catalog.service';
import { paging } from './domain/paging';
import { SearchCache } from './search-cache';

/**
 * Search answers are cached per keyword, sort and page; Postgres announces the changes that can
 * alter an answer (LISTEN/NOTIFY) and the cache drops them. Real Postgres, real listener connection.
 */
describe('search answer cache on real Postgres', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let catalog: CatalogService;
  let cache: SearchCache;
  let word: string;

  beforeAll(async () => {
    t = await startContext({ SEARCH_CACHE_TTL_MS: '600000' });
    ds = t.ctx.get(DataSource);
    catalog = t.ctx.get(CatalogService);
    cache = t.ctx.get(SearchCache);
    await seedCatalog(ds, { goods: 400, seed: 11 });
    await catalog.refreshSearchVocabulary();
    // a word in many names, so that goods beyond the first page match it too
    [{ word }] = await ds.query(
      `select word from ts_stat('select to_tsvector(''english'', name_i18n->>''en'') from goods where is_shelf and is_valid and store_open')
        where length(word) > 3 order by ndoc desc, word limit 1`,
    );
    // The seed's announcements reach the cache asynchronously (later still on a busy machine): one
    // arriving during the first test would drop an answer it expects kept. Postgres delivers
    // notifications in commit order, so once a marker sent now is heard, all of those were too.
    const heard = new Set<string>();
    await t.ctx
      .get(PgNotifications)
      .subscribe(SEARCH_CHANGED_CHANNEL, { notify: (p) => heard.add(p), live: () => undefined, lost: () => undefined });
    await ds.query(`select pg_notify($1, 'seeded')`, [SEARCH_CHANGED_CHANNEL]);
    await eventually(() => heard.has('seeded'));
  }, 60_000);
  afterAll(() => t.close());

  const ids = async (keyword = word) => (await catalog.search(keyword, 'en', null, paging('1', '10'), null)).pageList.map((g) => g.id);
  /** A listed goods matching `word` that is not on the first page. */
  const beyondFirstPage = async (page: string[]) =>
    (
      await ds.query(
        `select g.id from goods g where g.is_shelf and g.is_valid and g.store_open and g.search_tsv @@ plainto_tsquery('english', $1)
            and not (g.id = any($2::uuid[])) order by g.id limit 1`,
        [word, page],
      )
    )[0].id as string;
  const bumpSales = (id: string) => ds.query(`update goods set sold_num = (select max(sold_num) + 1 from goods) where id = $1`, [id]);
  const viewerKeeping = async () => {
    const userId = await makeUser(t.ctx, 'keep');
    return { userId, keep: (goodsId: string) => catalog.keep(userId, goodsId) };
  };
  const listening = async () =>
    (await ds.query(`select 1 from pg_stat_activity where application_name = 'mall-listen' and datname = current_database()`)).length > 0;

  it('keeps an answer while only sales counts change, and drops it when a change is announced', async () => {
    const first = await ids();
    expect(first).toHaveLength(10);
    const other = await beyondFirstPage(first);

    // the sales count alone is not announced: "best sellers first" may lag by the time-to-live
    await bumpSales(other);
    await new Promise((r) => setTimeout(r, 200));
    expect(await ids()).toEqual(first);

    // a rename is announced: the renamed goods leaves the answer, and the new best seller leads it
    await ds.query(`update goods set name_i18n = jsonb_set(name_i18n, '{en}', '"Qzxv lamp"') where id = $1`, [first[0]]);
    await eventually(async () => !(await ids()).includes(first[0]));
    expect((await ids())[0]).toBe(other);
  });

  it('announces unlisting, price and picture changes, and a vocabulary rebuild', async () => {
    const page = await ids();
    const changes: [string, unknown[]][] = [
      [`update goods set is_shelf = false where id = $1`, [page[1]]],
      [`update goods set selling_price = selling_price + 1 where id = $1`, [page[2]]],
      [`update goods set images = array['/media/x.jpg'] || images where id = $1`, [page[3]]],
    ];
    for (const [sql, args] of changes) {
      const before = await ids(); // cached again
      await bumpSales(await beyondFirstPage(before));
      await ds.query(sql, args);
      // each change drops the cache, so the unannounced sales bump shows as well
      await eventually(async () => JSON.stringify(await ids()) !== JSON.stringify(before));
    }
    const before = await ids();
    await bumpSales(await beyondFirstPage(before));
    await catalog.refreshSearchVocabulary();
    await eventually(async () => JSON.stringify(await ids()) !== JSON.stringify(before));
  });

  it('serves nothing from the cache while the change announcements cannot be heard, then listens again', async () => {
    const before = await ids();
    await ds.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'mall-listen' and datname = current_database()`,
    );
    // deaf: every answer is computed, so even an unannounced sales bump shows
    await bumpSales(await beyondFirstPage(before));
    await eventually(async () => JSON.stringify(await ids()) !== JSON.stringify(before));
    // the listener reconnects (back-off from 0.5 s), and answers are kept again
    await eventually(listening);
    await eventually(async () => {
      const now = await ids();
      await bumpSales(await beyondFirstPage(now));
      return JSON.stringify(await ids()) === JSON.stringify(now);
    });
  });

  it("marks the viewer's favourites on every call, never on the shared cards", async () => {
    const { userId, keep } = await viewerKeeping();
    const first = await ids();
    await keep(first[3]);
    const mine = await catalog.search(word, 'en', null, paging('1', '10'), userId);
    expect(mine.pageList.filter((g) => g.is_keep).map((g) => g.id)).toEqual([first[3]]);
    const anyone = await catalog.search(word, 'en', null, paging('1', '10'), null);
    expect(anyone.pageList.map((g) => g.id)).toEqual(mine.pageList.map((g) => g.id));
    expect(anyone.pageList.some((g) => g.is_keep)).toBe(false);
  });

  it('does not keep an answer computed across a change, and shares one computation between concurrent misses', async () => {
    let computed = 0;
    const answer = (matches: number) => async () => {
      computed += 1;
      await new Promise((r) => setTimeout(r, 50));
      return { matches, cards: [] };
    };
    const [a, b] = await Promise.all([cache.get('k1', answer(1)), cache.get('k1', answer(2))]);
    expect([a.matches, b.matches, computed]).toEqual([1, 1, 1]);
    expect((await cache.get('k1', answer(3))).matches).toBe(1);

    // a change announced while an answer is being computed: that answer is served but not kept
    await cache.get('probe', answer(10));
    const across = await cache.get('k2', async () => {
      await ds.query(`select pg_notify('search_changed', '')`);
      await eventually(async () => (await cache.get('probe', answer(11))).matches === 11);
      return { matches: 20, cards: [] };
    });
    expect(across.matches).toBe(20);
    expect((await cache.get('k2', answer(21))).matches).toBe(21);
  });
});

describe('search answer cache memory bound', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  beforeAll(async () => {
    t = await startContext({ SEARCH_CACHE_MB: '1' });
  }, 60_000);
  afterAll(() => t.close());

  it('keeps at most SEARCH_CACHE_MB of answers, least recently used out first', async () => {
    const cache = t.ctx.get(SearchCache);
    // ~200 KiB each as JSON (×2 in memory): five fit in 1 MiB at most
    const big = (n: number) => async () => ({ matches: n, cards: [{ name_i18n: { en: 'x'.repeat(100_000) } } as never] });
    await eventually(async () => (await cache.get('warm', big(0))).matches === 0 && (await cache.get('warm', big(1))).matches === 0);
    for (let i = 1; i <= 6; i++) await cache.get(`k${i}`, big(i));
    expect((await cache.get('k6', big(60))).matches).toBe(6); // kept
    expect((await cache.get('k1', big(10))).matches).toBe(10); // evicted: computed again
  });
});
