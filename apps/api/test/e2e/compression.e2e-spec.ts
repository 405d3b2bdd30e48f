import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { COMPRESS_SYNC_MAX, COMPRESS_THRESHOLD } from '../../src/core/http/compression';
import { seedCatalog } from '../../src/demo/catalog/catalog-seed';
import { rawRequest, type RawResponse } from '../support/raw-http';
import { startHttpApp } from '../support/test-app';

/** Compression under test: anything decoding on its own (supertest inflates gzip) would hide it. */
describe('response compression', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let webDir: string;
  let port: number;
  let goodsId: string;
  const appJs = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(port, path, headers, method);
  const decode = (r: RawResponse): Buffer =>
    r.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(r.body)
      : r.headers['content-encoding'] === 'gzip'
        ? gunzipSync(r.body)
        : r.body;
  const goodsList = '/api/sellerGoods!list.action?pageNum=1&pageSize=20&lang=en';

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'mall-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), `<!doctype html><html><body>${'<p>mall</p>'.repeat(300)}</body></html>`);
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), appJs);
    writeFileSync(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(appJs));
    writeFileSync(join(webDir, 'assets', 'app-abc123.js.gz'), gzipSync(appJs));
    t = await startHttpApp({ WEB_DIST_DIR: webDir });
    await seedCatalog(t.app.get(DataSource), { goods: 120, stores: 4, seed: 5 });
    [{ id: goodsId }] = await t.app.get(DataSource).query(`select id from goods order by id limit 1`);
    await new Promise<void>((ok) => t.http.listen(0, '127.0.0.1', ok));
    port = (t.http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('compresses a large .action reply with brotli, decoding to the same JSON', async () => {
    const plain = await get(goodsList);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.code).toBe('0');
    expect(plain.body.length).toBeGreaterThan(2048);

    const br = await get(goodsList, { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decode(br).toString('utf8'))).toEqual(json);
  });

  it('negotiates: gzip when only gzip is accepted, brotli preferred, identity when asked for', async () => {
    const plain = JSON.parse((await get(goodsList)).body.toString('utf8'));
    const gz = await get(goodsList, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz).toString('utf8'))).toEqual(plain);
    expect((await get(goodsList, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
    const identity = await get(goodsList, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString('utf8'))).toEqual(plain);
    // a POST (how the old clients call) goes through the same hook
    const post = await get(goodsList, { 'accept-encoding': 'br' }, 'POST');
    expect(post.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(post).toString('utf8'))).toEqual(plain);
  });

  it('compresses in one go and as a stream alike (small and very large replies)', async () => {
    for (const path of [
      '/api/category!tree.action?lang=en',
      '/api/sellerGoods!list.action?pageNum=1&pageSize=5&lang=en',
      '/api/sellerGoods!list.action?pageNum=1&pageSize=100&lang=en',
    ]) {
      const plain = await get(path);
      const size = plain.body.length;
      expect([path, size > COMPRESS_THRESHOLD]).toEqual([path, true]);
      for (const method of ['GET', 'POST']) {
        for (const enc of ['br', 'gzip']) {
          const r = await get(path, { 'accept-encoding': enc }, method);
          expect([path, method, r.status, r.headers['content-encoding']]).toEqual([path, method, 200, enc]);
          expect(r.body.length).toBeGreaterThan(0);
          expect(decode(r).equals(plain.body)).toBe(true);
        }
      }
    }
    // both paths were taken
    const sizes = await Promise.all(
      ['/api/sellerGoods!list.action?pageNum=1&pageSize=5&lang=en', '/api/sellerGoods!list.action?pageNum=1&pageSize=100&lang=en'].map(
        async (p) => (await get(p)).body.length,
      ),
    );
    expect(sizes[0]).toBeLessThanOrEqual(COMPRESS_SYNC_MAX);
    expect(sizes[1]).toBeGreaterThan(COMPRESS_SYNC_MAX);
  });

  it('leaves small replies alone', async () => {
    const r = await get('/api/syspara!getSyspara.action?code=mall_max_goods_number_in_order', { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeLessThan(1024);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(r.body.toString('utf8')).code).toBe('0');
  });

  it('compresses large JSON from Nest routes too (REST, OpenAPI)', async () => {
    const r = await get('/docs/json', { 'accept-encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(r).toString('utf8')).openapi).toMatch(/^3\./);
  });

  it('never compresses images', async () => {
    for (const url of [`/media/demo/g/${goodsId}/1.jpg?w=800`, `/media/demo/g/${goodsId}/1.jpg?w=800`]) {
      const r = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('image/jpeg');
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    }
  });

  it('serves the pre-compressed web assets as they are, never compressing them twice', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brotliCompressSync(appJs))).toBe(true);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(appJs);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(appJs);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(appJs);

    // the SPA shell (no .br beside it) is compressed on the fly
    const html = await get('/some/client/route', { 'accept-encoding': 'br' });
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['content-encoding']).toBe('br');
    expect(decode(html).toString('utf8')).toContain('<p>mall</p>');
  });
});
