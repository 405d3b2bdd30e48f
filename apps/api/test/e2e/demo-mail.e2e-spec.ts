import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '../../src/core/database/embedded-postgres';
import { startDemoMailCapture } from '../../src/demo';
import { MailDeliveryService, NotificationService } from '../../src/modules/notification';
import { closer, owned } from '../support/owned';
import { startHttpApp } from '../support/test-app';

/** Issue 26: in the demo (MALL_SEED=demo, no SMTP_URL) e-mail goes to a local capture a newcomer reads at /demo/mail. */
describe('demo mail capture (issue 26)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    // TRUST_PROXY=loopback: a request can say it comes from elsewhere (X-Forwarded-For), as through a proxy
    t = await startHttpApp({ MALL_DEMO_MAIL_PORT: String(await freePort()), TRUST_PROXY: 'loopback' });
    const capture = await owned(startDemoMailCapture(t.config));
    closer(capture.stop);
  });
  afterAll(() => t.close());

  const unlockUrl = 'http://localhost:3000/v1/account/unlock?token=abc_DEF-123&lang=es';

  it('a queued e-mail is captured and readable in the list and on its own page, its link clickable', async () => {
    expect(t.config.demoMail).toBe(true);
    await t.app.get(NotificationService).send('email', 'demo@lumen-bazaar.example', 'login_locked_ceiling', { lang: 'es', unlockUrl });
    expect(await t.app.get(MailDeliveryService).drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(readdirSync(join(t.config.dataDir, 'demo-mail'))).toHaveLength(1);

    const list = await request(t.http).get('/demo/mail');
    expect(list.status).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.headers['content-security-policy']).toContain("default-src 'self'");
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.text).toContain('demo@lumen-bazaar.example');
    expect(list.text).toContain('Tu cuenta de Lumen Bazaar está bloqueada');
    const href = /href="(\/demo\/mail\/\d{15}-[0-9a-f]{8})"/.exec(list.text)?.[1];
    expect(href).toBeDefined();

    const one = await request(t.http).get(href!);
    expect(one.status).toBe(200);
    expect(one.text).toContain('Desbloquear mi cuenta');
    expect(one.text).toContain(`<a href="${unlockUrl}">`); // the text part, links made clickable
    // the HTML part in a sandboxed frame (no script, no access to this origin), escaped into srcdoc
    expect(one.text).toMatch(/<iframe title="HTML version" sandbox srcdoc="&lt;!doctype html&gt;/);
  });

  it('answers 404 for an unknown or malformed id, and 403 to a client that is not on this machine', async () => {
    for (const path of ['/demo/mail/000000000000001-abcdef12', '/demo/mail/..%2F..%2Fetc%2Fpasswd', '/demo/mail/1'])
      expect([path, (await request(t.http).get(path)).status]).toEqual([path, 404]);
    const far = await request(t.http).get('/demo/mail').set('x-forwarded-for', '203.0.113.9');
    expect(far.status).toBe(403);
    expect(far.text).toContain('readable only from the machine the mall runs on');
    expect(far.text).not.toContain('demo@lumen-bazaar.example');
  });

  it('is not served when e-mail really goes out (SMTP_URL set)', async () => {
    const real = await startHttpApp({ SMTP_URL: 'smtp://127.0.0.1:9', WEB_DIST_DIR: join(t.config.dataDir, 'no-web') });
    try {
      expect(real.config.demoMail).toBe(false);
      const r = await request(real.http).get('/demo/mail');
      expect(r.status).toBe(404);
      expect(existsSync(join(real.config.dataDir, 'demo-mail'))).toBe(false);
    } finally {
      await real.close();
    }
  });
});
