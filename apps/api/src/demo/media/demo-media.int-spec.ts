import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { startContext } from '../../../test/support/test-app';
import { parseTarget, registerDemoMedia } from './demo-media';
import { seedCatalog } from '../catalog/catalog-seed';

describe('demo media', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let app: FastifyInstance;
  let dataDir: string;
  let goodsId: string;

  beforeAll(async () => {
    t = await startContext();
    ds = t.ctx.get(DataSource);
    await seedCatalog(ds, { goods: 30, stores: 5, seed: 3 });
    dataDir = mkdtempSync(join(tmpdir(), 'mall-media-'));
    app = Fastify();
    registerDemoMedia(app, { dataDir, ds });
    await app.ready();
    [{ id: goodsId }] = await ds.query(`select id from goods order by id limit 1`);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders a goods image at the requested width, then serves it from the cache', async () => {
    const url = `/media/demo/g/${goodsId}/1.jpg?w=240`;
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toContain('max-age=31536000');
    expect(first.headers['x-demo-media']).toBe('miss');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 240 });
    const file = join(dataDir, 'media', 'demo', 'g', goodsId, '1-240.jpg');
    const mtime = statSync(file).mtimeMs;

    const second = await app.inject({ url });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-demo-media']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(mtime);

    const dflt = await app.inject({ url: `/media/demo/g/${goodsId}/2.jpg` });
    expect(await sharp(dflt.rawPayload).metadata()).toMatchObject({ width: 480, height: 480 });
    expect(dflt.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('answers WebP to a browser that takes it (a file of its own, Vary: Accept), the JPEG or PNG to a client that does not', async () => {
    const browser = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
    const url = `/media/demo/g/${goodsId}/3.jpg?w=480`;
    const webp = await app.inject({ url, headers: browser });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
    expect(statSync(join(dataDir, 'media', 'demo', 'g', goodsId, '3-480.webp')).isFile()).toBe(true);
    const jpeg = await app.inject({ url, headers: { accept: '*/*' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toBe('Accept');
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
    expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
    const [{ id: catId }] = await ds.query(`select id from categories where parent_id is not null limit 1`);
    const icon = await app.inject({ url: `/media/demo/c/${catId}/icon.png?w=128`, headers: browser });
    expect(icon.headers['content-type']).toBe('image/webp');
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });
  });

  it('renders store avatars and banners, category icons and brand banners at their sizes', async () => {
    const [{ id: sellerId }] = await ds.query(`select id from sellers limit 1`);
    const [{ id: catId }] = await ds.query(`select id from categories where parent_id is not null limit 1`);
    const cases: [string, string, number, number][] = [
      [`/media/demo/s/${sellerId}/avatar.jpg`, 'jpeg', 128, 128],
      [`/media/demo/s/${sellerId}/banner2.jpg`, 'jpeg', 1200, 400],
      [`/media/demo/c/${catId}/icon.png`, 'png', 128, 128],
      [`/media/demo/b/lumen-1.jpg`, 'jpeg', 1200, 400],
      [`/media/demo/b/tidewell-9.jpg`, 'jpeg', 1200, 400],
      [`/media/demo/g/${goodsId}/3.jpg?w=800`, 'jpeg', 800, 800],
      // ?w= for avatars, icons and banners too, from their own bounded sets
      [`/media/demo/s/${sellerId}/avatar.jpg?w=64`, 'jpeg', 64, 64],
      [`/media/demo/s/${sellerId}/avatar.jpg?w=256`, 'jpeg', 256, 256],
      [`/media/demo/c/${catId}/icon.png?w=64`, 'png', 64, 64],
      [`/media/demo/s/${sellerId}/banner2.jpg?w=480`, 'jpeg', 480, 160],
      [`/media/demo/s/${sellerId}/banner2.jpg?w=800`, 'jpeg', 800, 267],
      [`/media/demo/b/lumen-1.jpg?w=1600`, 'jpeg', 1600, 533],
    ];
    for (const [url, format, width, height] of cases) {
      const res = await app.inject({ url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, `image/${format}`]);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format, width, height });
    }
  });

  it('answers 404 for unknown ids and anything that is not exactly a known path', async () => {
    const [{ n }] = await ds.query(`select cardinality(images) n from goods where id = $1`, [goodsId]);
    const urls = [
      `/media/demo/g/00000000-0000-4000-8000-000000000000/1.jpg`,
      `/media/demo/g/${goodsId}/${n + 1}.jpg`,
      `/media/demo/g/${goodsId}/0.jpg`,
      `/media/demo/g/..%2f..%2fetc/1.jpg`,
      `/media/demo/g/${goodsId}/..%2f..%2f..%2fetc%2fpasswd`,
      `/media/demo/g/${goodsId}/1.png`,
      `/media/demo/g/${goodsId.toUpperCase()}/1.jpg`,
      `/media/demo/s/${goodsId}/avatar.jpg`,
      `/media/demo/s/${goodsId}/banner4.jpg`,
      `/media/demo/c/${goodsId}/icon.jpg`,
      `/media/demo/b/nobrand-1.jpg`,
      `/media/demo/b/lumen-10.jpg`,
      `/media/demo/b/..%2flumen-1.jpg`,
      `/media/demo/`,
    ];
    for (const url of urls) expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 404]);
    for (const w of ['abc', '1.5', '-240', '0', '1e3', '240px', '999999']) {
      const url = `/media/demo/g/${goodsId}/1.jpg?w=${w}`;
      expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 400]);
    }
    expect((await app.inject({ url: `/media/demo/g/${goodsId}/1.jpg?w=240&w=480` })).statusCode).toBe(400);
    expect(parseTarget('g/../../etc/1.jpg')).toBeNull();
    expect(existsSync(join(dataDir, 'etc'))).toBe(false);
  });

  it('snaps any other width to an allowed one, so only the allowed widths are ever rendered', async () => {
    const [{ id: sellerId }] = await ds.query(`select id from sellers order by id desc limit 1`);
    const cases: [string, number, number][] = [
      [`/media/demo/g/${goodsId}/5.jpg?w=100`, 240, 240],
      [`/media/demo/g/${goodsId}/5.jpg?w=481`, 800, 800],
      [`/media/demo/g/${goodsId}/5.jpg?w=5000`, 800, 800],
      [`/media/demo/s/${sellerId}/avatar.jpg?w=1`, 64, 64],
      [`/media/demo/s/${sellerId}/avatar.jpg?w=100`, 128, 128],
      [`/media/demo/s/${sellerId}/avatar.jpg?w=4000`, 256, 256],
      [`/media/demo/s/${sellerId}/banner1.jpg?w=1000`, 1200, 400],
      [`/media/demo/s/${sellerId}/banner1.jpg?w=99999`, 1600, 533],
    ];
    for (const [url, width, height] of cases) {
      const res = await app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width, height });
    }
    expect(
      readdirSync(join(dataDir, 'media', 'demo', 'g', goodsId))
        .filter((f) => f.startsWith('5-'))
        .sort(),
    ).toEqual(['5-240.jpg', '5-800.jpg']);
    expect(readdirSync(join(dataDir, 'media', 'demo', 's', sellerId)).sort()).toEqual([
      'avatar-128.jpg',
      'avatar-256.jpg',
      'avatar-64.jpg',
      'banner1-1200.jpg',
      'banner1-1600.jpg',
    ]);
    // the snapped answer is the very same file as the allowed width's
    const a = await app.inject({ url: `/media/demo/s/${sellerId}/avatar.jpg?w=100` });
    const b = await app.inject({ url: `/media/demo/s/${sellerId}/avatar.jpg?w=128` });
    expect(a.headers['x-demo-media']).toBe('hit');
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('answers an ETag, and 304 to a request that already has it', async () => {
    const url = `/media/demo/g/${goodsId}/1.jpg?w=240`;
    const first = await app.inject({ url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toContain('immutable');
    const other = await app.inject({ url, headers: { 'if-none-match': '"nope"' } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
    expect((await app.inject({ url: `/media/demo/g/${goodsId}/1.jpg?w=480` })).headers.etag).not.toBe(etag);
  });

  it('renders a file once under concurrent requests and leaves no temp files', async () => {
    const url = `/media/demo/g/${goodsId}/4.jpg?w=480`;
    const all = await Promise.all(Array.from({ length: 6 }, () => app.inject({ url })));
    for (const r of all) expect(r.statusCode).toBe(200);
    for (const r of all) expect(r.rawPayload.equals(all[0].rawPayload)).toBe(true);
    expect(all.filter((r) => r.headers['x-demo-media'] === 'miss').length).toBeGreaterThanOrEqual(1);
    const dir = join(dataDir, 'media', 'demo', 'g', goodsId);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
