import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { SellerOrderService } from '../../src/modules/order';
import { act, register, registerUser, uniqueEmail } from '../support/act';
import { createOperator, ROOT, rootEnv } from '../support/admin';
import { NOWHERE, TEST_TRON_XPUB, configureNetwork } from '../support/chain';
import { manualClaim } from '../support/deposit';
import { userIdOf } from '../support/ledger';
import { SAFEWORD, makeBuyer, makeShop, type Buyer, type Shop } from '../support/order';
import { startHttpApp } from '../support/test-app';

/**
 * What happens to a buyer is told twice, in the same transaction as the event (issue 26): an e-mail
 * in the outbox (to their address, in the language of their last sign-in) and a notice in their
 * in-app centre (notice!list / notice!unread / notice!read, the bell of our web app).
 */
describe('notices and e-mails of each event (notice!*)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let shop: Shop;
  let root: string;
  let png: Buffer;

  const call = (token: string, name: string, params: Record<string, string | number | undefined> = {}, lang = 'en') =>
    act(t.http, name, params, { token, lang, via: 'query' });
  /** The outbox's e-mails to `to`, oldest first. */
  const mails = async (to: string): Promise<{ template: string; payload: Record<string, string> }[]> =>
    ds.query(`select template, payload from outbound_messages where target = $1 and channel = 'email' order by created_at, id`, [to]);
  const kinds = async (userId: string): Promise<string[]> =>
    (await ds.query(`select kind from user_notices where user_id = $1 order by created_at, id`, [userId])).map(
      (r: { kind: string }) => r.kind,
    );
  const admin = (path: string, body: object = {}) => request(t.http).post(path).set('authorization', `Bearer ${root}`).send(body);

  beforeAll(async () => {
    t = await startHttpApp({
      DATABASE_POOL_SIZE: '8',
      ...rootEnv(ROOT),
      CHAIN_TRON_XPUB: TEST_TRON_XPUB,
      TRUST_PROXY: 'loopback',
    });
    ds = t.app.get(DataSource);
    shop = await makeShop(ds, { stock: 100 });
    await configureNetwork(t.app, 'tron', { enabled: true, rpc_url: NOWHERE });
    png = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const r = await request(t.http).post('/v1/admin/login').send(ROOT);
    root = r.body.token as string;
  }, 60_000);
  afterAll(() => t?.close());

  it('registration: a welcome e-mail in the language of the request, and the same notice', async () => {
    const email = uniqueEmail('welcome');
    const r = await register(t.http, email, {}, { lang: 'ar' });
    expect(r.code).toBe('0');
    expect(await mails(email)).toEqual([{ template: 'welcome', payload: { lang: 'ar' } }]);
    const id = await userIdOf(t.app, r.data.token);
    expect(await kinds(id)).toEqual(['welcome']);
    // read in the reader's language, with the e-mail's subject as the title
    const ar = await call(r.data.token, 'notice!list', {}, 'ar');
    expect(ar.data.pageList[0]).toMatchObject({
      kind: 'welcome',
      title: expect.stringMatching(/[\u0600-\u06ff]/),
      read: false,
      link: null,
    });
    const en = await call(r.data.token, 'notice!list', {}, 'en');
    expect(en.data.pageList[0].title).toMatch(/^Welcome to /);
  });

  it('a phone-only account gets the notice and no e-mail; the event is not blocked', async () => {
    const phone = `44 7700${String(Date.now()).slice(-6)}`;
    const r = await register(t.http, phone, { type: 1 });
    expect(r.code).toBe('0');
    const id = await userIdOf(t.app, r.data.token);
    expect(await kinds(id)).toEqual(['welcome']);
    expect(await ds.query(`select 1 from outbound_messages where target like '%7700%' and template = 'welcome'`)).toEqual([]);
  });

  it('a sign-in from a new device and IP is told; the same device again is not', async () => {
    const u = await registerUser(t.http);
    const id = await userIdOf(t.app, u.token);
    const login = (ip: string, cookie?: string) => {
      let q = request(t.http).post('/api/user!newlogin.action?lang=de').type('form').set('x-forwarded-for', ip).set('x-mall-client', 'web');
      if (cookie) q = q.set('cookie', cookie);
      return q.send({ username: u.email, password: u.password });
    };
    const first = await login('10.9.0.1');
    expect(first.body.code).toBe('0');
    const cookie = ([] as string[])
      .concat(first.headers['set-cookie'] ?? [])
      .map((c) => /^(mall_device=[^;]+)/.exec(c)?.[1])
      .find(Boolean);
    expect((await login('10.9.0.2', cookie)).body.code).toBe('0');
    expect((await mails(u.email)).map((m) => [m.template, m.payload.lang, m.payload.ip])).toEqual([
      ['welcome', 'en', undefined],
      ['login.new_device', 'de', '10.9.0.1'],
    ]);
    expect(await kinds(id)).toEqual(['welcome', 'login.new_device']);
  });

  describe('an order: placed, paid, shipped, delivered', () => {
    let b: Buyer;
    let orderId: string;

    beforeAll(async () => {
      b = await makeBuyer(t.http, t.app, { balance: '100' });
      const placed = await call(b.token, 'order!submit', { orderInfo: `${shop.tee},${shop.red},2`, addressId: b.addressId });
      expect(placed.code).toBe('0');
      orderId = placed.data.orderList[0].orderId;
      expect((await call(b.token, 'order!pay', { orderId, safeword: SAFEWORD })).code).toBe('0');
      await t.app.get(SellerOrderService).ship(shop.sellerId, orderId, { carrier: 'DHL', trackingNo: 'JD0001234' });
      expect((await call(b.token, 'order!receipt', { orderId })).code).toBe('0');
    });

    it('each step writes its e-mail and its notice', async () => {
      expect((await mails(b.email)).filter((m) => m.template !== 'welcome')).toEqual([
        { template: 'order.placed', payload: { orderNo: orderId, total: '36.480000', lang: 'en' } },
        { template: 'order.paid', payload: { orderNo: orderId, total: '36.480000', lang: 'en' } },
        { template: 'order.shipped', payload: { orderNo: orderId, carrier: 'DHL', trackingNo: 'JD0001234', lang: 'en' } },
        { template: 'order.delivered', payload: { orderNo: orderId, lang: 'en' } },
      ]);
      expect(await kinds(b.id)).toEqual(['welcome', 'order.placed', 'order.paid', 'order.shipped', 'order.delivered']);
    });

    it('lists newest first with a link to the order; unread count; mark one, then all, read', async () => {
      const list = await call(b.token, 'notice!list', { pageNum: 1, pageSize: 2 });
      expect(list.data.pageInfo).toMatchObject({ totalElements: 5, pageSize: 2 });
      expect(list.data.pageList.map((n: { kind: string }) => n.kind)).toEqual(['order.delivered', 'order.shipped']);
      expect(list.data.pageList[1]).toMatchObject({
        title: `Order ${orderId} shipped`,
        body: expect.stringContaining('DHL'),
        link: { to: 'order', orderNo: orderId },
        read: false,
      });
      expect((await call(b.token, 'notice!unread')).data).toEqual({ count: 5 });
      expect((await call(b.token, 'notice!read', { id: list.data.pageList[0].id })).code).toBe('0');
      expect((await call(b.token, 'notice!unread')).data).toEqual({ count: 4 });
      expect((await call(b.token, 'notice!read')).code).toBe('0');
      expect((await call(b.token, 'notice!unread')).data).toEqual({ count: 0 });
    });

    it('only the owner reads or marks their notices', async () => {
      const other = await registerUser(t.http);
      await ds.query(`update user_notices set read_at = null where user_id = $1`, [b.id]);
      const mine = (await call(b.token, 'notice!list')).data.pageList as { id: string }[];
      // another user marking them read (one by one, or "all") does not touch them, and does not see them
      expect((await call(other.token, 'notice!read', { id: mine.map((n) => n.id).join(',') })).code).toBe('0');
      expect((await call(other.token, 'notice!read')).code).toBe('0');
      expect((await call(b.token, 'notice!unread')).data).toEqual({ count: 5 });
      const theirs = await call(other.token, 'notice!list');
      expect(theirs.data.pageList.map((n: { kind: string }) => n.kind)).toEqual(['welcome']);
      // no session, no notices; a malformed id is refused
      expect((await act(t.http, 'notice!unread', {})).code).toBe('403');
      expect((await call(b.token, 'notice!read', { id: 'not-a-uuid' })).code).toBe('1');
    });
  });

  it('a manual deposit claim approved: deposit credited', async () => {
    const u = await registerUser(t.http);
    const orderNo = await manualClaim(t.http, u.token, '25.5', png, 'cd'.repeat(32));
    expect((await admin(`/v1/admin/deposits/${orderNo}/approve`)).status).toBe(200);
    expect((await mails(u.email)).at(-1)).toEqual({
      template: 'deposit.credited',
      payload: { amount: '25.500000', network: 'TRC20', lang: 'en' },
    });
    const [n] = (await call(u.token, 'notice!list')).data.pageList;
    expect(n).toMatchObject({ kind: 'deposit.credited', link: { to: 'wallet' }, body: expect.stringContaining('25.5') });
  });

  describe('a loan decided: approved or rejected', () => {
    let finance: string;
    let countryId: number;
    const apply = async () => {
      const u = await registerUser(t.http);
      expect((await act(t.http, 'user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, { token: u.token })).code).toBe('0');
      const photo = async () => {
        const r = await request(t.http)
          .post('/api/uploadimg!execute.action')
          .field('moduleName', 'credit')
          .field('token', u.token)
          .attach('file', png, { filename: 'id.png', contentType: 'image/png' });
        return r.body.data as string;
      };
      const r = await call(u.token, 'credit!apply', {
        realName: 'Ada Lovelace',
        creditPeriod: '30',
        applyAmount: '100000',
        countryId: String(countryId),
        identification: 'P1234567',
        imgCertificateFace: await photo(),
        imgCertificateBack: await photo(),
        imgCertificateHand: await photo(),
      });
      expect(r.code).toBe('0');
      const h = await act(t.http, 'credit!histroy', { pageNo: 1 }, { token: u.token });
      return { u, loanId: h.data.elements[0].id as string };
    };

    beforeAll(async () => {
      [{ id: countryId }] = await ds.query(`select id from countries where iso2 = 'DE'`);
      finance = (
        await createOperator(t.http, root, { username: 'notice-finance', password: 'notice-finance-password-9x', roles: ['finance'] })
      ).token;
    });

    it('approved', async () => {
      const { u, loanId } = await apply();
      const r = await request(t.http).post(`/v1/admin/loans/${loanId}/approve`).set('authorization', `Bearer ${finance}`).send({});
      expect(r.status).toBe(200);
      const [{ due_at: dueAt }] = await ds.query(`select due_at from loans where id = $1`, [loanId]);
      expect((await mails(u.email)).at(-1)).toEqual({
        template: 'loan.approved',
        payload: { amount: '100000.000000', dueAt: new Date(dueAt).toISOString(), lang: 'en' },
      });
      expect((await call(u.token, 'notice!list')).data.pageList[0]).toMatchObject({ kind: 'loan.approved', link: { to: 'loan' } });
    });

    it('rejected, with the reason', async () => {
      const { u, loanId } = await apply();
      const r = await request(t.http)
        .post(`/v1/admin/loans/${loanId}/reject`)
        .set('authorization', `Bearer ${finance}`)
        .send({ reason: 'documents unreadable' });
      expect(r.status).toBe(200);
      expect((await mails(u.email)).at(-1)).toEqual({ template: 'loan.rejected', payload: { reason: 'documents unreadable', lang: 'en' } });
      expect((await call(u.token, 'notice!list')).data.pageList[0]).toMatchObject({
        kind: 'loan.rejected',
        body: expect.stringContaining('documents unreadable'),
      });
    });
  });
});
