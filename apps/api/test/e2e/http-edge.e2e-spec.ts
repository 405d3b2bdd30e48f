import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerUser, uniqueEmail } from '../support/act';
import { rootEnv } from '../support/admin';
import { configureNetwork } from '../support/chain';
import { startHttpApp } from '../support/test-app';
import { TEST_HOT_WALLET_KEY, configureWithdrawals } from '../support/withdraw';

type App = Awaited<ReturnType<typeof startHttpApp>>;

const ROOT = { username: 'edge-root', password: 'edge-root-password-1234' };
const DEST = '0x52908400098527886E0F7030069857D2E4169EE7';
const NOWHERE = 'http://127.0.0.1:9/'; // withdrawals are bound here, never paid
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** The IP the audit log recorded for an operator sign-in attempt (the IP the login lock counts). */
const auditIps = async (app: App, username: string): Promise<string[]> =>
  (
    await app.app.get(DataSource).query(`select ip from audit_log where target = $1 and action like 'admin.login%' order by id`, [username])
  ).map((r: { ip: string }) => r.ip);
const adminLogin = (app: App, username: string, password: string, headers: Record<string, string> = {}) =>
  request(app.http).post('/v1/admin/login').set(headers).send({ username, password });
const deviceCookie = (r: request.Response) =>
  ([] as string[]).concat(r.headers['set-cookie'] ?? []).find((c) => c.startsWith('mall_device='));

/** A call of our web app (it gets the device cookie when it has none). */
const webCall = (app: App, headers: Record<string, string> = {}) =>
  request(app.http)
    .post('/api/syspara!getSyspara.action')
    .set({ 'x-mall-client': 'web', ...headers })
    .type('form')
    .send({ code: 'mall_max_goods_number_in_order' });

/**
 * Issue 25 items 6, 7, 8 and 12: the HTTP edge. One app at a time (each describe starts and stops
 * its own): apps alive together would share nestjs-cls' process-wide state.
 */
describe('the HTTP edge: JSON bodies, forged hosts, trusted proxies, HTTPS (issue 25)', () => {
  describe('behind a listed proxy (TRUST_PROXY=127.0.0.1, where supertest connects from), brand hosts configured', () => {
    let t: App;
    beforeAll(async () => {
      t = await startHttpApp({
        TRUST_PROXY: '127.0.0.1',
        ...rootEnv(ROOT),
        CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY,
        LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: '10',
      });
      // brand hosts before any call (the host table is cached for 30 s)
      await t.app
        .get(DataSource)
        .query(
          `insert into brands (key, name, hosts, is_default) values ('main', 'Main', '{shop.example}', true), ('two', 'Two', '{two.example}', false)`,
        );
      await configureNetwork(t.app, 'ethereum', { rpc_url: NOWHERE });
      await configureWithdrawals(t.app, 'ethereum', { enabled: true, address_cooldown_minutes: 0 });
    });
    afterAll(() => t.close());

    describe('7. a forged Host never reaches an e-mailed link nor the CSP', () => {
      const FORGED = ['localhost:6666', 'two.example:8443', 'evil.example'];
      const mails = (email: string, template: string) =>
        t.app
          .get(DataSource)
          .query(`select payload from outbound_messages where target = $1 and template = $2 order by created_at`, [
            email,
            template,
          ]) as Promise<{ payload: Record<string, string> }[]>;
      const bind = (u: { token: string }, headers: Record<string, string>) =>
        request(t.http)
          .post('/api/user!bindWithdrawAddress.action')
          .query({ blockchain_name: 'ERC20', coin: 'USDT', channel_address: DEST, token: u.token, lang: 'en' })
          .set(headers);

      it.each<[Record<string, string>, string]>([
        ...FORGED.map((host): [Record<string, string>, string] => [{ host }, 'http://shop.example']),
        [{ host: 'two.example' }, 'http://two.example'],
        [{ host: 'two.example:443', 'x-forwarded-proto': 'https' }, 'https://two.example'],
        // the trusted proxy forwards what the client wrote: the same rule
        [{ host: 'two.example', 'x-forwarded-host': 'evil.example:8443' }, 'http://shop.example'],
      ])('the withdrawal-address cancel link of a binding with %j is on %s', async (headers, origin) => {
        const u = await registerUser(t.http);
        expect((await bind(u, headers)).body.code).toBe('0');
        const [m] = await mails(u.email, 'withdraw_address_bound');
        expect(new URL(m.payload.cancelUrl).origin).toBe(origin);
      });

      it('so is the unlock link of an account locked by failures sent with forged hosts', async () => {
        const u = await registerUser(t.http, uniqueEmail(), 'secret12');
        for (let i = 0; i < 10; i++) {
          const r = await request(t.http)
            .post('/api/user!newlogin.action?lang=en')
            .set({ host: FORGED[i % FORGED.length], 'x-forwarded-for': `10.25.7.${i}` })
            .type('form')
            .send({ username: u.email, password: 'wrongpass1' });
          expect(r.body.code).toBe('1');
        }
        const [m] = await mails(u.email, 'login_locked_ceiling');
        expect(new URL(m.payload.unlockUrl).origin).toBe('http://shop.example');
      });

      it("the CSP's connect-src is 'self', whatever the Host", async () => {
        for (const host of [...FORGED, 'shop.example']) {
          const r = await request(t.http).get('/docs').set('host', host);
          expect(r.headers['content-type']).toMatch(/^text\/html/);
          expect(r.headers['content-security-policy']).toContain("connect-src 'self';");
          expect(r.headers['content-security-policy']).not.toMatch(/localhost|example/);
        }
      });
    });

    describe('8. X-Forwarded-For from a listed proxy', () => {
      it('names the client (the IP the login lock counts)', async () => {
        await adminLogin(t, 'edge-nobody-1', 'wrong-password-1', { 'x-forwarded-for': '203.0.113.7' });
        expect(await auditIps(t, 'edge-nobody-1')).toEqual(['203.0.113.7']);
      });
    });

    describe('12. HTTPS: Strict-Transport-Security and Secure cookies', () => {
      const https = { 'x-forwarded-proto': 'https' };

      it('over HTTPS as the trusted proxy says: HSTS on every answer, the device cookie Secure', async () => {
        const r = await webCall(t, https);
        expect(r.body.code).toBe('0');
        expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(deviceCookie(r)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
        const login = await adminLogin(t, ROOT.username, ROOT.password, https);
        expect(login.status).toBe(200);
        expect(deviceCookie(login)).toMatch(/; Secure$/);
        expect((await request(t.http).get('/docs').set(https)).headers['strict-transport-security']).toBeDefined();
        expect((await request(t.http).get('/v1/no-such-route').set(https)).headers['strict-transport-security']).toBeDefined();
      });

      it('over plain http: neither', async () => {
        const r = await webCall(t);
        expect(r.headers['strict-transport-security']).toBeUndefined();
        expect(deviceCookie(r)).toMatch(/; HttpOnly; SameSite=Lax$/);
      });
    });
  });

  describe("behind a proxy list that does not name the peer (TRUST_PROXY=10.9.9.9): X-Forwarded-* are the client's own", () => {
    let t: App;
    beforeAll(async () => {
      t = await startHttpApp({ TRUST_PROXY: '10.9.9.9', ...rootEnv(ROOT) });
    });
    afterAll(() => t.close());

    describe('6. JSON bodies: at most 64 KiB and 32 levels, refused before any handler', () => {
      const json = (path: string, body: string) => request(t.http).post(path).set('content-type', 'application/json').send(body);

      it('a megabyte of nested arrays is refused by its size, on REST and .action alike', async () => {
        const mb = nested(512 * 1024);
        const rest = await json('/v1/admin/login', mb);
        expect([rest.status, rest.body]).toEqual([
          413,
          { error: { code: 'COMMON_REQUEST_TOO_LARGE', message: 'The request is too large (at most 64 KB)' } },
        ]);
        const action = await json('/api/user!newlogin.action?lang=en', mb);
        expect(action.body).toEqual({ code: '1', msg: 'The request is too large (at most 64 KB)', data: null });
      });

      it('deeper than 32 levels is refused (400, in the caller language) before the handler runs', async () => {
        const deep = `{"username":"${ROOT.username}","password":"wrong-password-1","x":${nested(40)}}`;
        const rest = await json('/v1/admin/login', deep);
        expect([rest.status, rest.body]).toEqual([
          400,
          { error: { code: 'COMMON_JSON_TOO_DEEP', message: 'The request is nested too deeply (at most 32 levels)' } },
        ]);
        const zh = await json('/v1/admin/login?lang=cn', deep);
        expect(zh.body.error).toEqual({ code: 'COMMON_JSON_TOO_DEEP', message: '请求内容嵌套层级过深（最多 32 层）' });
        expect(await auditIps(t, ROOT.username)).toEqual([]); // no sign-in was attempted

        const u = await registerUser(t.http);
        const login = (extra: string) =>
          json('/api/user!newlogin.action?lang=en', `{"username":"${u.email}","password":"${u.password}","x":${extra}}`);
        expect((await login(nested(40))).body).toEqual({
          code: '1',
          msg: 'The request is nested too deeply (at most 32 levels)',
          data: null,
        });
        // 32 levels in all (the body's object is the first) still reach the handler
        expect((await login(nested(31))).body.code).toBe('0');
      });

      it('a body for no route is not parsed: 404, even when it is not JSON at all', async () => {
        const r = await json('/v1/no-such-route', '{"a": ');
        expect([r.status, r.body.error.code]).toEqual([404, 'COMMON_NOT_FOUND']);
      });

      it('ordinary JSON bodies still work', async () => {
        const r = await adminLogin(t, ROOT.username, ROOT.password);
        expect(r.status).toBe(200);
        expect(r.body.token).toEqual(expect.any(String));
      });
    });

    describe('8. X-Forwarded-For from any other peer', () => {
      it('is ignored, so rotating it does not escape the login lock', async () => {
        for (let i = 1; i <= 3; i++) {
          const r = await adminLogin(t, 'edge-nobody-2', 'wrong-password-1', { 'x-forwarded-for': `198.51.100.${i}` });
          expect(r.status).toBe(i < 3 ? 401 : 429);
        }
        const ips = await auditIps(t, 'edge-nobody-2');
        expect(ips).toHaveLength(3);
        expect(ips.every((ip) => /(^|:)127\.0\.0\.1$/.test(ip))).toBe(true);
      });
    });

    describe('12. X-Forwarded-Proto from a peer that is not a trusted proxy', () => {
      it('neither HSTS nor a Secure cookie', async () => {
        const r = await webCall(t, { 'x-forwarded-proto': 'https' });
        expect(r.body.code).toBe('0');
        expect(r.headers['strict-transport-security']).toBeUndefined();
        expect(deviceCookie(r)).not.toMatch(/Secure/);
      });
    });
  });

  describe('8. a hop count (TRUST_PROXY=1): the client is what our proxy appended', () => {
    let t: App;
    beforeAll(async () => {
      t = await startHttpApp({ TRUST_PROXY: '1', RATE_LIMIT_ADMIN_LOGIN_PER_MIN: '5' });
    });
    afterAll(() => t.close());

    it('what a client wrote left of it changes nothing: the login lock trips', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i++)
        statuses.push((await adminLogin(t, 'edge-nobody-3', 'wrong-password-1', { 'x-forwarded-for': `192.0.2.${i}, 10.1.1.1` })).status);
      expect(statuses).toEqual([401, 401, 429]); // locked after 3 wrong passwords from one client
      expect(await auditIps(t, 'edge-nobody-3')).toEqual(['10.1.1.1', '10.1.1.1', '10.1.1.1']);
      // another client (as our proxy saw it) is not locked
      expect((await adminLogin(t, 'edge-nobody-3', 'wrong-password-1', { 'x-forwarded-for': '192.0.2.1, 10.1.1.2' })).status).toBe(401);
    });

    it('nor does it escape the per-IP rate limit', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++)
        statuses.push((await adminLogin(t, `edge-rate-${i}`, 'wrong-password-1', { 'x-forwarded-for': `192.0.2.${i}, 10.1.1.3` })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });
});
