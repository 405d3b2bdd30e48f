import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startHttpApp } from '../support/test-app';

/** Issue 14 item 6: a Content-Security-Policy on every HTML page. */
describe('Content-Security-Policy (issue 14, item 6)', () => {
  const BOOT = `window.__boot = 1;`;
  const webDir = mkdtempSync(join(tmpdir(), 'mall-csp-web-'));
  writeFileSync(
    join(webDir, 'index.html'),
    `<!doctype html><html><head><script>${BOOT}</script><script type="module" src="/assets/x.js"></script></head><body></body></html>`,
  );
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    t = await startHttpApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const directives = (csp: string) => new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

  it.each(['/', '/wap', '/wap/goods?id=1', '/admin', '/docs'])('%s carries the policy', async (path) => {
    const r = await request(t.http).get(path).set('host', 'shop.example:3000');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    const csp = r.headers['content-security-policy'];
    expect(csp).toBeDefined();
    const d = directives(csp);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'self'"]);
    expect(d.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    // 'self' covers socket.io's ws:/wss: to this origin; the Host a client sends is never echoed (issue 25 item 7)
    expect(d.get('connect-src')).toEqual(["'self'"]);
    // scripts: this origin and the built page's inline bootstrap by its hash, never 'unsafe-inline' / 'unsafe-eval'
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    expect(d.get('script-src')).toEqual(["'self'", hash]);
  });

  it('a forged host does not widen connect-src; JSON answers carry no policy', async () => {
    const r = await request(t.http).get('/').set('host', 'evil.example" default-src *');
    expect(r.headers['content-security-policy']).toContain("connect-src 'self';");
    const j = await request(t.http).get('/healthz');
    expect(j.headers['content-security-policy']).toBeUndefined();
  });
});
