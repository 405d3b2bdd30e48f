import { DataSource } from 'typeorm';
import { freshDatabase, startContext } from '../../../test/support/test-app';
import { dataSourceOptions } from '../../core/database/data-source';
import { SEED_LANGS } from './vocabulary';
import { BANNERS_PER_BRAND, plannedGoods, seedCatalog, type SeedCatalogResult } from './catalog-seed';

const LATIN_WORD = /[A-Za-z]{3,}/;
const SEED = 42;

describe('seedCatalog on real Postgres', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let result: SeedCatalogResult;
  let ms: number;

  beforeAll(async () => {
    t = await startContext();
    ds = t.ctx.get(DataSource);
    const t0 = Date.now();
    result = await seedCatalog(ds, { goods: 300, seed: SEED });
    ms = Date.now() - t0;
  });
  afterAll(() => t.close());

  const one = async (sql: string, params: unknown[] = []) => (await ds.query(sql, params))[0];

  it('inserts what it reports, quickly', async () => {
    expect(result.goods).toBe(300);
    expect(result.stores).toBe(200);
    const c = await one(`select (select count(*) from goods)::int g, (select count(*) from sellers)::int s,
                                (select count(*) from categories)::int c, (select count(*) from goods_skus)::int k`);
    expect(c).toEqual({ g: 300, s: 200, c: result.categories, k: result.skus });
    expect(ms).toBeLessThan(10_000);
  });

  it('builds a two-level tree: 8+ top categories, 40+ leaves, some recommended, every leaf with an icon', async () => {
    const c =
      await one(`select count(*) filter (where parent_id is null)::int tops, count(*) filter (where parent_id is not null)::int leaves,
                                count(*) filter (where recommended)::int rec,
                                count(*) filter (where icon_img <> '/media/demo/c/' || id || '/icon.png')::int bad_icon,
                                count(*) filter (where parent_id is not null and parent_id not in (select id from categories where parent_id is null))::int deep
                           from categories`);
    expect(c.tops).toBeGreaterThanOrEqual(8);
    expect(c.leaves).toBeGreaterThanOrEqual(40);
    expect(c.rec).toBeGreaterThan(0);
    expect(c.bad_icon).toBe(0);
    expect(c.deep).toBe(0);
    const cats = await ds.query(`select name_i18n, des_i18n from categories`);
    for (const row of cats) for (const lang of SEED_LANGS) expect(row.name_i18n[lang] && row.des_i18n[lang]).toBeTruthy();
  });

  it('names and describes goods in the five languages, with no English in cn, ar or ja names', async () => {
    const rows: { name_i18n: Record<string, string>; des_i18n: Record<string, string> }[] = await ds.query(
      `select name_i18n, des_i18n from goods`,
    );
    const bad: string[] = [];
    for (const g of rows) {
      for (const lang of SEED_LANGS) {
        if (!g.name_i18n[lang]) bad.push(`missing name ${lang}`);
        if (!/^<p>.+<\/p><ul>(<li>[^<>]+<\/li>)+<\/ul>$/.test(g.des_i18n[lang] ?? '')) bad.push(`description ${lang}: ${g.des_i18n[lang]}`);
      }
      for (const lang of ['cn', 'ar', 'ja'])
        if (LATIN_WORD.test(g.name_i18n[lang]) || g.name_i18n[lang] === g.name_i18n.en) bad.push(g.name_i18n[lang]);
    }
    expect(bad).toEqual([]);
    // the search trigger ran
    expect(await one(`select count(*)::int n from goods where search_text = '' or search_tsv = ''::tsvector`)).toEqual({ n: 0 });
  });

  it('keeps every amount a whole number of cents within the documented ranges', async () => {
    const g = await one(`
      select count(*) filter (where selling_price % 10000 <> 0 or coalesce(discount_price, 0) % 10000 <> 0
                               or freight_amount % 10000 <> 0 or goods_tax % 10000 <> 0)::int not_cents,
             count(*) filter (where selling_price not between 1000000 and 500000000)::int price_range,
             count(*) filter (where discount_price is not null
                               and (discount_price >= selling_price or discount_price < selling_price * 0.6 - 10000))::int discount_range,
             count(*) filter (where discount_price is not null)::int discounted,
             count(*) filter (where freight_amount > 15000000)::int freight_range,
             count(*) filter (where goods_tax > selling_price * 0.05 + 5000)::int tax_range,
             count(*) filter (where buy_min not between 1 and 5)::int buy_min_range,
             count(*) filter (where cardinality(images) not between 3 and 6 or images[1] <> '/media/demo/g/' || id || '/1.jpg')::int images,
             count(*) filter (where created_at < now() - interval '91 days' or created_at > now())::int created,
             count(*) filter (where is_rec and rec_time is null)::int rec,
             count(*) filter (where is_new and created_at < now() - interval '10 days')::int new_old
        from goods`);
    expect(g).toMatchObject({
      not_cents: 0,
      price_range: 0,
      discount_range: 0,
      freight_range: 0,
      tax_range: 0,
      buy_min_range: 0,
      images: 0,
      created: 0,
      rec: 0,
      new_old: 0,
    });
    expect(g.discounted).toBeGreaterThan(30);
    expect(g.discounted).toBeLessThan(150);
    const k =
      await one(`select count(*) filter (where selling_price % 10000 <> 0 or coalesce(discount_price, 0) % 10000 <> 0)::int not_cents,
                                count(*) filter (where stock not between 0 and 500)::int stock,
                                count(*) filter (where discount_price >= selling_price)::int discount
                           from goods_skus`);
    expect(k).toEqual({ not_cents: 0, stock: 0, discount: 0 });
  });

  it('gives every goods variants whose values belong to it', async () => {
    expect(await one(`select count(*)::int n from goods g where not exists (select 1 from goods_skus s where s.goods_id = g.id)`)).toEqual({
      n: 0,
    });
    const stray = await one(`
      select count(*)::int n from goods_skus s cross join unnest(s.attr_value_ids) v(id)
        left join goods_attribute_values av on av.id = v.id left join goods_attributes a on a.id = av.attribute_id
       where a.goods_id is distinct from s.goods_id`);
    expect(stray).toEqual({ n: 0 });
    const apparel = await ds.query(`
      select distinct a.name_i18n->>'en' as name from goods_attributes a join goods g on g.id = a.goods_id
        join categories c on c.id = g.category_id join categories p on p.id = c.parent_id where p.name_i18n->>'en' = 'Apparel'`);
    expect(apparel.map((r: { name: string }) => r.name).sort()).toEqual(['Colour', 'Size']);
  });

  it('invents no activity: sold, views, followers and reviews are 0', async () => {
    expect(
      await one(
        `select count(*)::int n from sellers where sold_num <> 0 or views_num <> 0 or focus_num <> 0 or good_reviews <> 0 or total_reviews <> 0`,
      ),
    ).toEqual({ n: 0 });
    expect(await one(`select count(*)::int n from goods where sold_num <> 0 or views_num <> 0 or is_hot`)).toEqual({ n: 0 });
    const s =
      await one(`select count(*) filter (where recommended)::int rec, count(*) filter (where status <> 'open' or owner_user_id is not null)::int odd,
                                count(distinct lang)::int langs, count(distinct name)::int names,
                                count(*) filter (where avatar <> '/media/demo/s/' || id || '/avatar.jpg' or banner3 <> '/media/demo/s/' || id || '/banner3.jpg')::int imgs
                           from sellers`);
    expect(s).toMatchObject({ odd: 0, langs: 5, names: 200, imgs: 0 });
    expect(s.rec).toBeGreaterThan(10);
    expect(s.rec).toBeLessThan(60);
  });

  it('adds two fictional brands, lumen the default, each with banners', async () => {
    const brands = await ds.query(
      `select key, name, hosts, is_default, support_email, colors, footer_columns, footer_highlights, default_lang, announcement_i18n
         from brands order by key`,
    );
    expect(brands.map((b: { key: string; is_default: boolean }) => [b.key, b.is_default])).toEqual([
      ['lumen', true],
      ['tidewell', false],
    ]);
    expect(brands[0].hosts).toEqual(['localhost', '127.0.0.1']);
    for (const b of brands) {
      expect(b.support_email).toMatch(/\.example$/);
      expect(b.footer_columns).toHaveLength(3);
      expect(b.default_lang).toBe('en');
      // Every footer text: one of the app's own strings, or written in every seed language.
      const texts = [
        ...b.footer_columns.flatMap((c: { title: unknown; links: { label: unknown; href: string }[] }) => [
          c.title,
          ...c.links.map((l) => l.label),
        ]),
        ...b.footer_highlights.filter((h: { kind: string }) => h.kind === 'text').map((h: { text: unknown }) => h.text),
      ];
      for (const t of texts) {
        if (typeof t === 'string') expect(t).toMatch(/^i18n:footer\./);
        else for (const lang of SEED_LANGS) expect((t as Record<string, string>)[lang]).toBeTruthy();
      }
      // Honest claims: the goods count is counted when served, no claim carries a typed-in number.
      expect(b.footer_highlights[0]).toEqual({ kind: 'goodsCount' });
      expect(JSON.stringify(b.footer_highlights)).not.toMatch(/\d/);
      for (const lang of SEED_LANGS) expect(b.announcement_i18n[lang]).toBeTruthy();
    }
    expect(brands[0].colors).not.toEqual(brands[1].colors);
    const banners = await ds.query(`select brand_key, type, img_type, count(*)::int n from banners group by 1, 2, 3 order by 1, 2, 3`);
    expect(banners).toEqual([
      { brand_key: 'lumen', type: 'h5', img_type: 1, n: 3 },
      { brand_key: 'lumen', type: 'pc', img_type: 0, n: 2 },
      { brand_key: 'lumen', type: 'pc', img_type: 1, n: 4 },
      { brand_key: 'tidewell', type: 'h5', img_type: 1, n: 3 },
      { brand_key: 'tidewell', type: 'pc', img_type: 0, n: 2 },
      { brand_key: 'tidewell', type: 'pc', img_type: 1, n: 4 },
    ]);
    expect(BANNERS_PER_BRAND).toBe(9);
  });

  it('is idempotent: a second run inserts nothing', async () => {
    const again = await seedCatalog(ds, { goods: 300, seed: SEED });
    expect(again).toEqual({ categories: 0, stores: 0, goods: 0, skus: 0 });
    expect(await one(`select count(*)::int n from goods`)).toEqual({ n: 300 });
  });

  it('is deterministic: the same seed gives the same catalogue in another database', async () => {
    const db = await freshDatabase();
    const other = new DataSource(dataSourceOptions(db.url, 2));
    await other.initialize();
    try {
      await seedCatalog(other, { goods: 300, seed: SEED });
      const q = `select id, seller_id, name_i18n, selling_price from goods order by id`;
      const [a, b] = [await ds.query(q), await other.query(q)];
      expect(b).toEqual(a);
      const first = plannedGoods(SEED, 300, undefined, [0, 1, 2]);
      const names = await ds.query(`select id, name_i18n from goods where id = any($1) order by id`, [first.map((g) => g.id)]);
      expect(names.map((r: { name_i18n: unknown }) => r.name_i18n)).toEqual(
        first.sort((x, y) => (x.id < y.id ? -1 : 1)).map((g) => ({ ...g.names })),
      );
      // another seed gives another catalogue
      expect(plannedGoods(SEED + 1, 300, undefined, [0])[0].id).not.toBe(first.find((g) => g.index === 0)!.id);
    } finally {
      await other.destroy();
      await db.drop();
    }
  });
});
