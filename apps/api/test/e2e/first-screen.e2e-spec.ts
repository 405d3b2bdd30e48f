import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { WAP_BANNER_SIZES, WAP_GALLERY_SIZES } from '@mall/contracts';
import { seedCatalog } from '../../src/demo/catalog/catalog-seed';
import { startHttpApp } from '../support/test-app';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** The HTML of a page goes out with a preload of its first screen's largest picture, where known. */
describe('first-screen picture preload in the page HTML', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let webDir: string;
  let goodsId: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'mall-web-'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><title>mall</title></head><body><div id="root"></div></body></html>',
    );
    t = await startHttpApp({ WEB_DIST_DIR: webDir });
    ds = t.app.get(DataSource);
    await seedCatalog(ds, { goods: 40, stores: 2, seed: 3 });
    [{ id: goodsId }] = await ds.query(`select id from goods where is_valid and images[1] is not null order by id limit 1`);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = async (path: string, ua: string, host = 'localhost') => {
    const r = await request(t.http).get(path).set('host', host).set('user-agent', ua);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    return r.text;
  };
  /** The preload links of a page: [href, imagesrcset, imagesizes]. */
  const preloads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" as="image" href="([^"]*)"(?: imagesrcset="([^"]*)")?(?: imagesizes="([^"]*)")? fetchpriority="high">/g,
      ),
    ].map((m) => [m[1], m[2], m[3]]);
  const firstBanner = async (brand: string) =>
    (
      await ds.query(
        `select img_url from banners where active and type = 'h5' and img_type = 1 and brand_key = $1 order by sort, id limit 1`,
        [brand],
      )
    )[0].img_url as string;

  it("mobile home: the brand's first mobile banner, at every width the page offers, before </head>", async () => {
    const banner = await firstBanner('lumen');
    const html = await page('/wap', IPHONE);
    expect(preloads(html)).toEqual([
      [`${banner}?w=480`, [480, 800, 1200, 1600].map((w) => `${banner}?w=${w} ${w}w`).join(', '), WAP_BANNER_SIZES],
    ]);
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    // another brand's host: that brand's banner
    const other = await firstBanner('tidewell');
    expect(other).not.toBe(banner);
    expect(preloads(await page('/wap/?lang=ar', IPHONE, 'tidewell.localhost'))[0]?.[0]).toBe(`${other}?w=480`);
  });

  it('a mobile agent on a desktop address gets the picture of the mobile page it is sent to; a desktop agent none', async () => {
    const banner = await firstBanner('lumen');
    expect(preloads(await page('/index', IPHONE))[0]?.[0]).toBe(`${banner}?w=480`);
    expect(preloads(await page('/index', DESKTOP))).toEqual([]);
    const [{ img }] = await ds.query(`select images[1] img from goods where id = $1`, [goodsId]);
    expect(preloads(await page(`/productDetails?id=${goodsId}`, IPHONE))).toEqual([
      [`${img}?w=480`, [240, 480, 800].map((w) => `${img}?w=${w} ${w}w`).join(', '), WAP_GALLERY_SIZES],
    ]);
    expect(preloads(await page(`/wap/goods?id=${goodsId}`, DESKTOP))[0]?.[0]).toBe(`${img}?w=480`);
    // pages without a known first picture, and ids that are not goods: the page as built
    for (const path of ['/wap/category', '/wap/goods?id=nope', `/wap/goods?id=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, '/login'])
      expect(preloads(await page(path, IPHONE))).toEqual([]);
  });

  it('escapes what the operator typed; a store without banners, or a failing lookup, leaves the page as built', async () => {
    await ds.query(`update banners set img_url = $1 where brand_key = 'tidewell' and type = 'h5'`, [
      'https://cdn.example/a"><script>x()</script>.jpg',
    ]);
    const html = await page('/wap', IPHONE, 'tidewell.localhost');
    expect(html).not.toContain('<script>x()');
    expect(preloads(html)[0]?.[0]).toBe('https://cdn.example/a&quot;&gt;&lt;script&gt;x()&lt;/script&gt;.jpg');
    await ds.query(`update banners set active = false where brand_key = 'tidewell'`);
    expect(preloads(await page('/wap', IPHONE, 'tidewell.localhost'))).toEqual([]);
    await ds.query(`alter table banners rename to banners_away`);
    try {
      expect(await page('/wap', IPHONE, 'tidewell.localhost')).toContain('<div id="root"></div>');
    } finally {
      await ds.query(`alter table banners_away rename to banners`);
    }
  });
});
