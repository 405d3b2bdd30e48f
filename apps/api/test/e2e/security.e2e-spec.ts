import { Logger } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { act, registerUser, uniqueEmail } from '../support/act';
import sharp from 'sharp';
import { rootEnv } from '../support/admin';
import { bearer } from '../support/bearer';
import { makeCatalog, type Fixture } from '../support/catalog-fixtures';
import { startHttpApp } from '../support/test-app';
import { PasswordHasher } from '../../src/core/auth/password-hasher';

/** Issue 14: the fixes found by outside tests (one describe per item). */
describe('security and compatibility fixes (issue 14)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  const ROOT = { username: 'sec-root', password: 'sec-root-password-1234' };
  let f: Fixture;
  beforeAll(async () => {
    t = await startHttpApp({ ...rootEnv(ROOT), RATE_LIMIT_ADMIN_LOGIN_PER_MIN: '100' });
    const ds = t.app.get(DataSource);
    // brand hosts (before any call: the host table is cached for 30 s)
    await ds.query(
      `insert into brands (key, name, hosts, is_default) values ('main', 'Main', '{shop.example}', true), ('two', 'Two', '{two.example}', false)`,
    );
    f = await makeCatalog(ds);
  });
  afterAll(() => t.close());

  describe('7. control characters are refused before any query', () => {
    it('answers a clear "1" for NUL in a public and a login parameter (query, form and JSON body)', async () => {
      const a = await request(t.http).get('/api/syspara!getSyspara.action?code=a%00b&lang=en');
      expect(a.status).toBe(200);
      expect(a.body).toEqual({ code: '1', msg: 'code contains a character that is not allowed', data: null });
      const b = await request(t.http).post('/wap/api/user!newlogin.action?username=a%00b&password=secret12&lang=cn');
      expect(b.body).toEqual({ code: '1', msg: 'username包含不允许的字符', data: null });
      const c = await act(t.http, 'user!newlogin', { username: 'x\u0001y@example.com', password: 'secret12' });
      expect(c.code).toBe('1');
      expect(c.msg).toContain('not allowed');
      const d = await request(t.http).post('/api/user!newlogin.action').send({ username: 'a\u0000b', password: 'secret12' });
      expect(d.body.code).toBe('1');
      expect(d.body.msg).toContain('username');
    });

    it('keeps tab and newline in free text', async () => {
      const r = await act(t.http, 'syspara!getSyspara', { code: 'mall_max_goods_number_in_order\n' });
      expect(r.code).toBe('0');
    });

    it('refuses NUL in /v1/admin bodies, queries and paths with a 400, not a 500', async () => {
      const login = await request(t.http).post('/v1/admin/login').send({ username: 'ad\u0000min', password: 'whatever-password' });
      expect(login.status).toBe(400);
      expect(login.body.error.code).toBe('COMMON_CONTROL_CHARACTER');
      const tok = (await request(t.http).post('/v1/admin/login').send(ROOT)).body.token as string;
      const path = await request(t.http).get('/v1/admin/withdrawals/W%00X').set('authorization', `Bearer ${tok}`);
      expect(path.status).toBe(400);
      expect(path.body.error.code).toBe('COMMON_CONTROL_CHARACTER');
      const q = await request(t.http).get('/v1/admin/audit?action=a%00b').set('authorization', `Bearer ${tok}`);
      expect(q.status).toBe(400);
    });
  });
  describe('10. smaller defects', () => {
    it('a body over 1 MB on a non-upload call says the request is too large (not the image)', async () => {
      const big = 'x'.repeat(1024 * 1024 + 100);
      const r = await request(t.http).post('/api/user!newlogin.action?lang=en').type('form').send(`username=${big}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ code: '1', msg: 'The request is too large (at most 1024 KB)', data: null });
      const j = await request(t.http)
        .post('/api/syspara!getSyspara.action')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ code: big }));
      expect(j.body.msg).toBe('The request is too large (at most 64 KB)'); // JSON bodies: 64 KiB (issue 25 item 6)
      const rest = await request(t.http)
        .post('/v1/admin/login')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ username: big, password: 'x' }));
      expect(rest.status).toBe(413);
      expect(rest.body.error.code).toBe('COMMON_REQUEST_TOO_LARGE');
    });

    it('a used session_token says so (the legacy text stays for cn)', async () => {
      const u = await registerUser(t.http);
      const open = await act(t.http, 'rechargeBlockchain!recharge_open', {}, { token: u.token });
      const claim = (lang: string) =>
        act(t.http, 'rechargeBlockchain!recharge', { session_token: open.data.session_token, amount: '10' }, { token: u.token, lang });
      await claim('en');
      expect((await claim('en')).msg).toBe('This form was already submitted or has expired. Please open it again and retry');
      expect((await claim('cn')).msg).toBe('请稍后再试');
    });

    it('a store has one follower count: sellerGoods!info, seller!info and focusSeller!list agree with the follows', async () => {
      const ds = t.app.get(DataSource);
      const a = await registerUser(t.http);
      const b = await registerUser(t.http);
      expect((await act(t.http, 'focusSeller!add', { sellerId: f.store }, { token: a.token })).code).toBe('0');
      // a follow written by another path (an import, another module) counts the same
      await ds.query(`insert into focus_sellers (user_id, seller_id) select u.id, $1 from users u where u.email = $2`, [
        f.store,
        b.email.toLowerCase(),
      ]);
      const info = await act(t.http, 'sellerGoods!info', { sellerGoodsId: f.goods.tee });
      const list = await act(t.http, 'focusSeller!list', { pageNum: 1, pageSize: 10 }, { token: a.token });
      const store = await act(t.http, 'seller!info', { sellerId: f.store });
      const rows = (await ds.query(`select count(*)::int n from focus_sellers where seller_id = $1`, [f.store]))[0].n;
      expect(rows).toBe(2);
      expect([info.data.seller.focusNum, list.data.pageList[0].sellerVo.focusNum, store.data.focusNum]).toEqual([2, 2, 2]);
      expect((await act(t.http, 'focusSeller!del', { sellerId: f.store }, { token: a.token })).code).toBe('0');
      await ds.query(`delete from focus_sellers where seller_id = $1`, [f.store]);
      expect((await act(t.http, 'sellerGoods!info', { sellerGoodsId: f.goods.tee })).data.seller.focusNum).toBe(0);
    });
  });

  describe('12. old mobile client shapes', () => {
    it('user!check-safeword is served: whether one is set, or a check under the fund-password lock', async () => {
      const u = await registerUser(t.http);
      expect(await act(t.http, 'user!check-safeword', {}, { token: u.token })).toEqual({ code: '0', msg: '', data: { safeword: 0 } });
      expect((await act(t.http, 'user!setSafewordReg', { safeword: '135790', re_safeword: '135790' }, { token: u.token })).code).toBe('0');
      expect((await act(t.http, 'user!check-safeword', {}, { token: u.token })).data).toEqual({ safeword: 1 });
      expect((await act(t.http, 'user!check-safeword', { safeword: '135790' }, { token: u.token, prefix: '/wap/api/' })).data).toEqual({
        safeword: 1,
      });
      for (let i = 0; i < 4; i++)
        expect((await act(t.http, 'user!check-safeword', { safeword: '000000' }, { token: u.token, lang: 'cn' })).msg).toBe('资金密码错误');
      const fifth = await act(t.http, 'user!check-safeword', { safeword: '000000' }, { token: u.token });
      expect(fifth.code).toBe('1');
      expect(fifth.msg).toContain('locked');
      // the same lock as every fund-password check: the right one is refused now
      expect((await act(t.http, 'user!check-safeword', { safeword: '135790' }, { token: u.token })).msg).toContain('locked');
      expect((await act(t.http, 'user!check-safeword', {})).code).toBe('403');
    });

    it('a fund password verified minutes ago is checked without argon2id, yet a wrong or changed one never passes', async () => {
      const u = await registerUser(t.http);
      const check = (safeword: string) => act(t.http, 'user!check-safeword', { safeword }, { token: u.token });
      expect((await act(t.http, 'user!setSafewordReg', { safeword: '246802', re_safeword: '246802' }, { token: u.token })).code).toBe('0');
      const argon = jest.spyOn(t.app.get(PasswordHasher), 'verify');
      expect((await check('246802')).code).toBe('0'); // argon2id, remembered
      expect(argon).toHaveBeenCalledTimes(1);
      expect((await check('246802')).code).toBe('0'); // remembered: no argon2id
      expect(argon).toHaveBeenCalledTimes(1);
      expect((await check('246803')).code).toBe('1'); // a wrong one is counted
      const ds = t.app.get(DataSource);
      const [{ id }] = (await ds.query(`select id from users where lower(email) = lower($1)`, [u.email])) as { id: string }[];
      const failures = async () =>
        ((await ds.query(`select failures from attempt_counters where key = $1`, [`safeword:${id}`])) as { failures: number }[])[0]
          ?.failures ?? 0;
      expect(await failures()).toBe(1);
      expect((await check('246802')).code).toBe('0'); // and the right one clears the count again
      expect(await failures()).toBe(0);
      const changed = await act(
        t.http,
        'user!updateOldAndNewSafeword',
        { old_safeword: '246802', safeword: '975310', re_safeword: '975310' },
        { token: u.token },
      );
      expect(changed.code).toBe('0');
      expect((await check('246802')).code).toBe('1'); // the old one, remembered before the change, is refused
      expect((await check('975310')).code).toBe('0');
      argon.mockRestore();
    });
  });
  describe('4 + 5. absolute URLs from PUBLIC_URL or a brand host, never from any Host sent', () => {
    const post = (path: string, host: string) => request(t.http).post(path).set('host', host);

    it('answers media URLs absolute on the request host only when it is a brand host, else the default brand', async () => {
      const own = await post(`/api/sellerGoods!info.action?sellerGoodsId=${f.goods.tee}`, 'two.example');
      expect(own.body.data.imgUrl1).toBe('http://two.example/g/1.jpg');
      expect(own.body.data.seller.avatar).toBe('http://two.example/a/1.jpg');
      const sku = own.body.data.canSelectAttributes.skus.find((k: any) => k.img);
      expect(sku).toMatchObject({ img: ['http://two.example/s/red.jpg'], coverImg: 'http://two.example/s/red.jpg' });
      const evil = await post(`/api/sellerGoods!info.action?sellerGoodsId=${f.goods.tee}`, 'evil.example');
      expect(evil.body.data.imgUrl1).toBe('http://shop.example/g/1.jpg');
      const banners = await post('/wap/api/banner!bannerList.action?type=pc&imgType=1', 'evil.example:8080');
      expect(banners.body.data.result[0]).toMatchObject({ imgUrl: 'http://shop.example/b/1.jpg', link: '/store?id=x' });
      const tree = await post('/api/category!tree.action', 'shop.example:3000');
      expect(tree.body.data[0].iconImg).toBe('http://shop.example:3000/i/apparel.png');
      const list = await post('/api/sellerGoods!list.action?pageNum=1&pageSize=5', 'evil.example');
      expect(list.body.data.pageList.every((g: any) => g.imgUrl1.startsWith('http://shop.example/'))).toBe(true);
    });

    it('our web app (X-Mall-Client: web) keeps relative media URLs', async () => {
      const r = await post(`/api/sellerGoods!info.action?sellerGoodsId=${f.goods.tee}`, 'two.example').set('x-mall-client', 'web');
      expect(r.body.data.imgUrl1).toBe('/g/1.jpg');
    });

    it('upload URLs ignore a foreign Host', async () => {
      const u = await registerUser(t.http);
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
        .png()
        .toBuffer();
      const up = (host: string) =>
        request(t.http)
          .post('/api/uploadimg!execute.action')
          .set('host', host)
          .set('authorization', `Bearer ${u.token}`)
          .attach('file', png, { filename: 'a.png', contentType: 'image/png' });
      const evil = await up('evil.example');
      expect(evil.body.code).toBe('0');
      expect(evil.body.data).toMatch(/^http:\/\/shop\.example\/uploads\//);
      expect((await up('two.example')).body.data).toMatch(/^http:\/\/two\.example\/uploads\//);
    });
  });
  describe('8. the most common passwords are refused (length rule unchanged)', () => {
    it('on registration and password change, in the caller language', async () => {
      const reg = (password: string, lang?: string) =>
        act(t.http, 'localuser!registerNoVerifcode', { username: uniqueEmail('weak'), password, re_password: password, type: 2 }, { lang });
      expect(await reg('111111')).toEqual({
        code: '1',
        msg: 'This password is one of the most common ones. Please choose another',
        data: null,
      });
      expect((await reg('Password1', 'cn')).msg).toBe('该密码过于常见，请换一个');
      expect((await reg('12345')).msg).toBe('The password must be 6-12 characters');
      expect((await reg('lantern42x')).code).toBe('0');
      const u = await registerUser(t.http);
      const change = (password: string) =>
        act(t.http, 'user!updateOldAndNewPsw', { old_password: u.password, password, re_password: password }, { token: u.token });
      expect((await change('qwerty123')).msg).toContain('most common');
      expect((await change('harbor77q')).code).toBe('0');
    });

    it('for operators too', async () => {
      const tok = (await request(t.http).post('/v1/admin/login').send(ROOT)).body.token as string;
      const r = await request(t.http)
        .post('/v1/admin/admins')
        .set('authorization', `Bearer ${tok}`)
        .send({ username: 'weakling', password: '1qaz2wsx3edc', roles: ['support'] });
      expect([r.status, r.body.error?.code]).toEqual([400, 'ADMIN_PASSWORD_GUESSABLE']);
    });
  });
  describe('issue 25 item 5: operator passwords are scored (zxcvbn-ts ≥ 4); a superadmin-made operator changes its password first', () => {
    const GUESSABLE =
      "This password is too easy to guess. Use a passphrase of several unrelated words, without your username, the mall's name or patterns like Password1234!";
    const as = (token: string) => bearer(t.http, token);
    const rootToken = async () => (await request(t.http).post('/v1/admin/login').send(ROOT)).body.token as string;

    it('refuses guessable passwords past the common list at creation, in the caller language', async () => {
      const root = await rootToken();
      const create = (username: string, password: string, lang = 'en') =>
        as(root).post(`/v1/admin/admins?lang=${lang}`, { username, password, roles: ['finance'] });
      for (const password of ['password1234', 'Password1234!', 'Qwerty123456!', 'Summer2024!!'])
        expect([password, (await create('guessable-op', password)).body]).toEqual([
          password,
          { error: { code: 'ADMIN_PASSWORD_GUESSABLE', message: GUESSABLE } },
        ]);
      // the username and the brand (`main`, `Main`, shop.example) are among the words it is judged against
      expect((await create('harbor-keeper', 'harbor-keeper-2026')).body.error.code).toBe('ADMIN_PASSWORD_GUESSABLE');
      expect((await create('guessable-op', 'Shop.Example.2026!')).body.error.code).toBe('ADMIN_PASSWORD_GUESSABLE');
      expect((await create('guessable-op', 'password1234', 'cn')).body.error.message).toBe(
        '该密码太容易被猜到。请使用由几个不相关的词组成的密码短语，不要包含用户名、商城名称或 Password1234! 这类模式',
      );
      expect((await as(root).get('/v1/admin/admins')).body.map((a: { username: string }) => a.username)).not.toContain('guessable-op');
    });

    it('answers 403 ADMIN_PASSWORD_CHANGE_REQUIRED to the new operator on everything but me, logout and password until it changes it', async () => {
      const root = await rootToken();
      const initial = 'quartz-lantern-meadow-41';
      const made = await as(root).post('/v1/admin/admins', { username: 'new-finance', password: initial, roles: ['finance'] });
      expect([made.status, made.body.mustChangePassword]).toEqual([201, true]);
      const login = await request(t.http).post('/v1/admin/login').send({ username: 'new-finance', password: initial });
      expect([login.status, login.body.admin.mustChangePassword]).toEqual([200, true]);
      const op = as(login.body.token);
      for (const path of ['/v1/admin/deposits', '/v1/admin/withdrawals', '/v1/admin/audit', '/v1/admin/loans', '/v1/admin/settings']) {
        const r = await op.get(path);
        expect([path, r.status, r.body.error?.code]).toEqual([path, 403, 'ADMIN_PASSWORD_CHANGE_REQUIRED']);
      }
      expect((await op.post('/v1/admin/deposits/26010100000000000001/approve')).body.error.code).toBe('ADMIN_PASSWORD_CHANGE_REQUIRED');
      expect((await op.get('/v1/admin/me')).body).toMatchObject({ username: 'new-finance', mustChangePassword: true });

      // the change itself is scored the same way, and must be a new password
      const change = (newPassword: string) => op.post('/v1/admin/password', { oldPassword: initial, newPassword });
      for (const weak of ['password1234', 'Password1234!', 'new-finance-2026']) {
        const r = await change(weak);
        expect([weak, r.status, r.body.error?.code]).toEqual([weak, 400, 'ADMIN_PASSWORD_GUESSABLE']);
      }
      expect((await change(initial)).body.error.code).toBe('ADMIN_PASSWORD_SAME');
      expect((await op.get('/v1/admin/deposits')).status).toBe(403);
      expect((await change('copper-violin-tundra-58')).status).toBe(204);

      expect((await op.get('/v1/admin/deposits')).status).toBe(200);
      expect((await op.get('/v1/admin/me')).body.mustChangePassword).toBe(false);
      expect((await request(t.http).post('/v1/admin/login').send({ username: 'new-finance', password: initial })).status).toBe(401);
      const again = await request(t.http).post('/v1/admin/login').send({ username: 'new-finance', password: 'copper-violin-tundra-58' });
      expect([again.status, again.body.admin.mustChangePassword]).toEqual([200, false]);
    });

    it('logout still works before the change', async () => {
      const root = await rootToken();
      await as(root).post('/v1/admin/admins', { username: 'leaving-op', password: 'saffron-glacier-piano-7', roles: ['support'] });
      const login = await request(t.http).post('/v1/admin/login').send({ username: 'leaving-op', password: 'saffron-glacier-piano-7' });
      expect((await as(login.body.token).post('/v1/admin/logout')).status).toBe(204);
      expect((await as(login.body.token).get('/v1/admin/me')).status).toBe(401);
    });
  });
  describe('9. the first operator created with a random password must change it first', () => {
    it('refuses every other call until the password is changed; then works with the new one only', async () => {
      // A second app on a fresh database, without ADMIN_PASSWORD: the random password is logged once.
      const logs: string[] = [];
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation((m: unknown) => void logs.push(String(m)));
      const a = await startHttpApp({ ADMIN_USERNAME: 'first-op', LOG_LEVEL: 'warn' });
      warn.mockRestore();
      try {
        const password = /with password: (\S+)/.exec(logs.join('\n'))?.[1];
        expect(password).toBeDefined();
        const login = await request(a.http).post('/v1/admin/login').send({ username: 'first-op', password });
        expect(login.status).toBe(200);
        expect(login.body.admin.mustChangePassword).toBe(true);
        const as = (path: string) => request(a.http).get(path).set('authorization', `Bearer ${login.body.token}`);
        const refused = await as('/v1/admin/withdrawals');
        expect([refused.status, refused.body.error.code]).toEqual([403, 'ADMIN_PASSWORD_CHANGE_REQUIRED']);
        expect((await as('/v1/admin/admins')).status).toBe(403);
        expect((await as('/v1/admin/me')).body).toMatchObject({ username: 'first-op', mustChangePassword: true });
        const change = (body: object) =>
          request(a.http).post('/v1/admin/password').set('authorization', `Bearer ${login.body.token}`).send(body);
        expect((await change({ oldPassword: 'wrong-password-123', newPassword: 'a-brand-new-passphrase' })).body.error.code).toBe(
          'AUTH_OLD_PASSWORD_WRONG',
        );
        expect((await change({ oldPassword: password, newPassword: '1qaz2wsx3edc' })).body.error.code).toBe('ADMIN_PASSWORD_GUESSABLE');
        expect((await change({ oldPassword: password, newPassword: 'a-brand-new-passphrase' })).status).toBe(204);
        expect((await as('/v1/admin/withdrawals')).status).toBe(200);
        expect((await as('/v1/admin/me')).body.mustChangePassword).toBe(false);
        expect((await request(a.http).post('/v1/admin/login').send({ username: 'first-op', password })).status).toBe(401);
      } finally {
        await a.close();
      }
    }, 60_000);

    it('an operator whose password was configured (ADMIN_PASSWORD) is not forced', async () => {
      const r = await request(t.http).post('/v1/admin/login').send(ROOT);
      expect(r.body.admin.mustChangePassword).toBe(false);
    });

    it('unless the configured ADMIN_PASSWORD is too easy to guess (issue 25 item 5): then it must be changed too', async () => {
      const logs: string[] = [];
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation((m: unknown) => void logs.push(String(m)));
      const a = await startHttpApp({ ADMIN_USERNAME: 'weak-root', ADMIN_PASSWORD: 'Password1234!', LOG_LEVEL: 'warn' });
      warn.mockRestore();
      try {
        expect(logs.join('\n')).toContain('that password is too easy to guess: it must be changed at the first sign-in');
        const login = await request(a.http).post('/v1/admin/login').send({ username: 'weak-root', password: 'Password1234!' });
        expect([login.status, login.body.admin.mustChangePassword]).toEqual([200, true]);
        const refused = await request(a.http).get('/v1/admin/admins').set('authorization', `Bearer ${login.body.token}`);
        expect([refused.status, refused.body.error.code]).toEqual([403, 'ADMIN_PASSWORD_CHANGE_REQUIRED']);
      } finally {
        await a.close();
      }
    }, 60_000);
  });
});
