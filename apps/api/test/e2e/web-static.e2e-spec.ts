import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startHttpApp } from '../support/test-app';

/** Issue 26 defect 11 f: a build file that is not there is a 404, never the app's page. */
describe('web app files and the client-route fallback', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'mall-static-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), `<!doctype html><html><head></head><body><div id="root"></div></body></html>`);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'export const x = 1;\n');
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    t = await startHttpApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/assets/missing-123.js', '/assets/missing-123.css', '/assets/sub/gone.png', '/assets/missing-123.js?v=1'])(
    '%s (not in the build) answers 404, not the app page',
    async (path) => {
      const r = await request(t.http).get(path);
      expect(r.status).toBe(404);
      expect(r.headers['content-type']).not.toMatch(/text\/html/);
      expect(r.headers['cache-control']).toBe('no-store');
    },
  );

  it('a file of the build is served as itself, cached for good', async () => {
    const r = await request(t.http).get('/assets/app-abc123.js');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toMatch(/immutable/);
  });

  it.each(['/index', '/', '/store?id=1', '/wap', '/wap/goods?id=1', '/assetsfoo', '/about'])(
    'client route %s still gets the app',
    async (path) => {
      const r = await request(t.http).get(path);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.text).toContain('<div id="root">');
    },
  );
});
