import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { registerUser } from '../support/act';
import { rawRequest } from '../support/raw-http';
import { startHttpApp } from '../support/test-app';

describe('uploaded images over HTTP, at bounded widths', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let port: number;
  let token: string;
  let pngPath: string;
  let jpgPath: string;
  let tinyPath: string;

  const get = (path: string, headers: Record<string, string> = {}) => rawRequest(port, path, headers);

  const upload = async (bytes: Buffer, name: string, type: string): Promise<string> => {
    const res = await request(t.http)
      .post('/api/uploadimg!execute.action')
      .set('Authorization', `Bearer ${token}`)
      .field('moduleName', 'banner')
      .attach('file', bytes, { filename: name, contentType: type });
    expect(res.body.code).toBe('0');
    return new URL(res.body.data).pathname;
  };
  const variantsOf = (path: string): string[] => {
    const dir = join(t.config.dataDir, 'media', dirname(path));
    const stem = path.slice(path.lastIndexOf('/') + 1).replace(/\.\w+$/, '');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.startsWith(`${stem}.`))
          .sort()
      : [];
  };

  beforeAll(async () => {
    t = await startHttpApp();
    await new Promise<void>((ok) => t.http.listen(0, '127.0.0.1', ok));
    port = (t.http.address() as AddressInfo).port;
    token = (await registerUser(t.http)).token;
    const gradient = (w: number, h: number) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/></svg>`,
        ),
      );
    pngPath = await upload(await gradient(2000, 1000).png().toBuffer(), 'wide.png', 'image/png');
    jpgPath = await upload(await gradient(1200, 400).jpeg().toBuffer(), 'banner.jpg', 'image/jpeg');
    tinyPath = await upload(await gradient(40, 30).png().toBuffer(), 'tiny.png', 'image/png');
  });
  afterAll(() => t?.close());

  it('serves the stored file as it is without ?w=', async () => {
    const r = await get(pngPath, { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(r.headers.etag).toBeTruthy();
    expect(await sharp(r.body).metadata()).toMatchObject({ format: 'png', width: 2000, height: 1000 });
    // byte ranges still work on the original
    const part = await get(pngPath, { range: 'bytes=0-7' });
    expect(part.status).toBe(206);
    expect(part.body.length).toBe(8);
  });

  it('resizes to an allowed width, keeps the format and the aspect, and caches the variant on disk', async () => {
    const first = await get(`${pngPath}?w=480`, { 'accept-encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['x-image-variant']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'png', width: 480, height: 240 });
    expect(variantsOf(pngPath)).toEqual([`${pngPath.split('/').pop()!.replace('.png', '')}.480.png`]);

    const second = await get(`${pngPath}?w=480`);
    expect(second.headers['x-image-variant']).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    const jpg = await get(`${jpgPath}?w=800`);
    expect(jpg.status).toBe(200);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpg.body).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 267 });
  });

  it('answers a WebP variant to a browser that takes it (Vary: Accept), the stored format to a client that does not', async () => {
    const webp = await get(`${jpgPath}?w=480`, { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' });
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: 'webp', width: 480, height: 160 });
    const jpg = await get(`${jpgPath}?w=480`, { accept: 'image/jpeg,*/*' });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.headers.vary).toBe('Accept');
    expect(webp.headers.etag).not.toBe(jpg.headers.etag);
    // the stored file itself (no width) is what was uploaded, whatever the client takes
    const raw = await get(jpgPath, { accept: 'image/webp' });
    expect(raw.headers['content-type']).toBe('image/jpeg');
  });

  it('snaps a width that is not allowed to the next allowed one (the largest at most), never enlarging', async () => {
    const cases: [string, number, number][] = [
      [`${pngPath}?w=1`, 240, 120],
      [`${pngPath}?w=500`, 800, 400],
      [`${pngPath}?w=1200`, 1200, 600],
      [`${pngPath}?w=99999`, 1600, 800],
      [`${tinyPath}?w=240`, 40, 30],
    ];
    for (const [url, width, height] of cases) {
      const r = await get(url);
      expect([url, r.status]).toEqual([url, 200]);
      expect(await sharp(r.body).metadata()).toMatchObject({ width, height });
    }
    const stem = pngPath.split('/').pop()!.replace('.png', '');
    expect(variantsOf(pngPath)).toEqual([1200, 1600, 240, 480, 800].map((w) => `${stem}.${w}.png`));
    // 501…800 all land on the one 800 file
    const a = await get(`${pngPath}?w=501`);
    expect(a.headers['x-image-variant']).toBe('hit');
    expect(a.body.equals((await get(`${pngPath}?w=800`)).body)).toBe(true);
    expect(variantsOf(pngPath)).toHaveLength(5);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`${jpgPath}?w=480`);
    const again = await get(`${jpgPath}?w=480`, { 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=2592000, immutable');
  });

  it('refuses bad widths, unknown files, and any path that leaves the upload folder', async () => {
    for (const w of ['abc', '-1', '0', '1.5', '1e3', '']) {
      const url = `${pngPath}?w=${w}`;
      const r = await get(url);
      // `w=` (empty) is "no width": the stored file
      expect([url, r.status]).toEqual([url, w === '' ? 200 : 400]);
    }
    expect((await get(`${pngPath}?w=240&w=480`)).status).toBe(400);
    expect((await get('/uploads/banner/2020/01/00000000-0000-4000-8000-000000000000.png?w=240')).status).toBe(404);
    expect((await get('/uploads/banner/2020/01/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);

    // a file outside the upload folder that a traversal would reach
    writeFileSync(
      join(t.config.dataDir, 'secret.png'),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    for (const path of [
      '/uploads/../secret.png',
      '/uploads/..%2fsecret.png',
      '/uploads/%2e%2e/secret.png',
      '/uploads/%2e%2e%2fsecret.png',
      '/uploads/banner/..%2f..%2fsecret.png',
      '/uploads/banner/%2e%2e%2f%2e%2e%2fsecret.png',
      '/uploads//etc/passwd',
      '/uploads/..%5csecret.png',
    ]) {
      for (const q of ['', '?w=240']) {
        const r = await get(path + q);
        expect([path + q, r.status < 400 ? r.status : 'refused']).toEqual([path + q, 'refused']);
      }
    }
    expect(existsSync(join(t.config.dataDir, 'media', 'secret.240.png'))).toBe(false);
    expect(readdirSync(join(t.config.dataDir, 'media', 'uploads'))).toEqual(['banner']);
  });
});
