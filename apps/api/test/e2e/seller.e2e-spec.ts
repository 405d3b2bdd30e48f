import request from 'supertest';
import { DataSource } from 'typeorm';
import { act, registerUser } from '../support/act';
import { bearer } from '../support/bearer';
import { userIdOf } from '../support/ledger';
import { SAFEWORD, makeBuyer, makeShop, type Buyer, type Shop } from '../support/order';
import { startHttpApp } from '../support/test-app';

const LOGIN_LIMIT = 15;

describe('seller console REST API /v1/seller', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let owner: { email: string; password: string; token: string };
  let other: { email: string; password: string; token: string };
  let shop: Shop;
  let otherShop: Shop;
  let buyer: Buyer;
  let sellerToken: string;
  let otherToken: string;
  let logins = 0;

  const login = (username: string, password: string) => {
    logins += 1;
    return request(t.http).post('/v1/seller/login').send({ username, password });
  };
  const as = (token: string) => bearer(t.http, token);
  /** A paid order of `shop` (one mug, paid from the buyer's balance). */
  const paidOrder = async (s: Shop): Promise<string> => {
    const sub = await act(t.http, 'order!submit', { orderInfo: `${s.mug},-1,1`, addressId: buyer.addressId }, { token: buyer.token });
    expect(sub.code).toBe('0');
    const orderId = sub.data.orderList[0].orderId as string;
    const pay = await act(t.http, 'order!pay', { orderId, safeword: SAFEWORD }, { token: buyer.token });
    expect(pay.code).toBe('0');
    return orderId;
  };

  beforeAll(async () => {
    t = await startHttpApp({ RATE_LIMIT_LOGIN_PER_MIN: String(LOGIN_LIMIT) });
    ds = t.app.get(DataSource);
    const a = await registerUser(t.http);
    const b = await registerUser(t.http);
    owner = { email: a.email, password: a.password, token: a.token };
    other = { email: b.email, password: b.password, token: b.token };
    shop = await makeShop(ds, { ownerUserId: await userIdOf(t.app, a.token), name: 'Harbor Test Goods' });
    otherShop = await makeShop(ds, { ownerUserId: await userIdOf(t.app, b.token), name: 'Pine Test Atelier' });
    buyer = await makeBuyer(t.http, t.app, { balance: '500' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('sign-in', () => {
    it('signs in the store owner with the buyer credentials and answers the store', async () => {
      const r = await login(owner.email, owner.password);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ token: expect.any(String), seller: { id: shop.sellerId, name: 'Harbor Test Goods' } });
      sellerToken = r.body.token;
      const o = await login(other.email.toUpperCase(), other.password);
      expect(o.status).toBe(200);
      otherToken = o.body.token;
    });

    it('answers a wrong password and a user without a store exactly alike (401, no enumeration)', async () => {
      const wrong = await login(owner.email, 'not-the-password');
      const noStore = await login(buyer.email, 'secret12');
      const unknown = await login('nobody-here@example.com', 'secret12');
      for (const r of [wrong, noStore, unknown]) {
        expect(r.status).toBe(401);
        expect(r.body).toEqual({ error: { code: 'AUTH_BAD_CREDENTIALS', message: 'Incorrect account or password' } });
      }
      // the buyer's session issued during that attempt was revoked at once: only the buyer's own session remains
      const [{ n }] = await ds.query(
        `select count(*)::int as n from auth_tokens where user_id = $1 and revoked_at is null and expires_at > now()`,
        [buyer.id],
      );
      expect(n).toBe(1);
      // the right password afterwards still works (one wrong does not lock)
      expect((await login(owner.email, owner.password)).status).toBe(200);
    });

    it('refuses a body without the fields with a clear 400', async () => {
      const r = await request(t.http).post('/v1/seller/login').send({ username: owner.email });
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({ code: 'COMMON_INVALID_PARAM', message: 'Invalid parameter: password' });
    });
  });

  describe('guard', () => {
    it('refuses a request without a token, with a junk token and with the buyer token of a non-owner (401)', async () => {
      const none = await request(t.http).get('/v1/seller/me');
      const junk = await request(t.http).get('/v1/seller/orders').set('authorization', 'Bearer not-a-real-token-but-long-enough');
      const nonOwner = await as(buyer.token).get('/v1/seller/orders');
      for (const r of [none, junk, nonOwner]) {
        expect(r.status).toBe(401);
        expect(r.body.error.code).toBe('SELLER_AUTH_REQUIRED');
        expect(JSON.stringify(r.body)).not.toMatch(/stack|at .*\.ts/);
      }
    });

    it('answers me: the store and its balances as decimal strings', async () => {
      const r = await as(sellerToken).get('/v1/seller/me');
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        seller: { id: shop.sellerId, name: 'Harbor Test Goods', status: 'open' },
        balances: { payable: '0.000000', inEscrow: '0.000000', commissionPaid: '0.000000', pendingOrders: 0 },
      });
    });
  });

  describe('orders', () => {
    let orderId: string;
    let otherOrderId: string;

    beforeAll(async () => {
      orderId = await paidOrder(shop);
      otherOrderId = await paidOrder(otherShop);
    });

    it('lists only the store own orders, with money and deadlines', async () => {
      const r = await as(sellerToken).get('/v1/seller/orders?status=1');
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(1);
      expect(r.body.page).toBe(1);
      expect(r.body.pageSize).toBe(20);
      const row = r.body.items[0];
      expect(row.id).toBe(orderId);
      // mug 9.999999 + freight 1, commission 5 % rounded down in the seller's favour
      expect(row).toMatchObject({
        status: 1,
        goodsCount: 1,
        total: '10.999999',
        commission: '0.549999',
        payout: '10.450000',
        buyer: { contacts: 'Ada Lovelace', country: 'United States' },
        remindedAt: null,
      });
      expect(new Date(row.shipBy).getTime() - new Date(row.paidAt).getTime()).toBe(72 * 3600_000);
      expect(r.body.items.map((o: { id: string }) => o.id)).not.toContain(otherOrderId);

      const all = await as(sellerToken).get('/v1/seller/orders');
      expect(all.body.items.map((o: { id: string }) => o.id)).toEqual([orderId]);
      const bySearch = await as(sellerToken).get(`/v1/seller/orders?q=${otherOrderId}`);
      expect(bySearch.body).toMatchObject({ items: [], total: 0 });
      const byContact = await as(sellerToken).get('/v1/seller/orders?q=lovelace');
      expect(byContact.body.total).toBe(1);

      const me = await as(sellerToken).get('/v1/seller/me');
      expect(me.body.balances).toEqual({ payable: '0.000000', inEscrow: '10.999999', commissionPaid: '0.000000', pendingOrders: 1 });
    });

    it('validates the list query', async () => {
      for (const [qs, field] of [
        ['pageSize=101', 'pageSize'],
        ['pageSize=0', 'pageSize'],
        ['page=0', 'page'],
        ['status=9', 'status'],
        ['status=abc', 'status'],
        [`q=${'x'.repeat(65)}`, 'q'],
      ]) {
        const r = await as(sellerToken).get(`/v1/seller/orders?${qs}`);
        expect(r.status).toBe(400);
        expect(r.body.error).toEqual({ code: 'COMMON_INVALID_PARAM', message: `Invalid parameter: ${field}` });
      }
    });

    it('shows the detail in the reader language: lines, address, log', async () => {
      const r = await as(sellerToken).get(`/v1/seller/orders/${orderId}?lang=cn`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        id: orderId,
        status: 1,
        total: '10.999999',
        carrier: null,
        trackingNo: null,
        address: { contacts: 'Ada Lovelace', phone: '+1 2015550123', email: 'ada@example.com', city: 'New York City' },
      });
      expect(r.body.items).toEqual([
        expect.objectContaining({
          goodsId: shop.mug,
          skuId: null,
          name: '蓝色马克杯',
          qty: 1,
          unitPrice: '9.999999',
          lineTotal: '9.999999',
        }),
      ]);
      expect(r.body.logs.map((l: { state: number }) => l.state)).toEqual([1, 2]);
      expect(typeof r.body.logs[0].text).toBe('string');
      expect(r.body.logs[0].text.length).toBeGreaterThan(0);
    });

    it("answers another store's order exactly like a missing one (404) for detail, confirm and ship", async () => {
      const missing = 'SC20990101000000000000001';
      const ship = { carrier: 'DHL', trackingNo: 'JD0123456789' };
      const answers = [
        await as(sellerToken).get(`/v1/seller/orders/${otherOrderId}`),
        await as(sellerToken).get(`/v1/seller/orders/${missing}`),
        await as(sellerToken).get('/v1/seller/orders/not-an-order'),
        await as(sellerToken).post(`/v1/seller/orders/${otherOrderId}/confirm`),
        await as(sellerToken).post(`/v1/seller/orders/${missing}/confirm`),
        await as(sellerToken).post(`/v1/seller/orders/${otherOrderId}/ship`, ship),
        await as(sellerToken).post(`/v1/seller/orders/${missing}/ship`, ship),
      ];
      for (const r of answers) {
        expect(r.status).toBe(404);
        expect(r.body).toEqual({ error: { code: 'ORDER_NOT_FOUND', message: 'Order not found' } });
      }
      // nothing changed on the other store's order
      const theirs = await as(otherToken).get(`/v1/seller/orders/${otherOrderId}`);
      expect(theirs.body.status).toBe(1);
    });

    it('validates the ship body by field', async () => {
      const cases: [object, string][] = [
        [{ trackingNo: 'JD0123456789' }, 'carrier'],
        [{ carrier: '   ', trackingNo: 'JD0123456789' }, 'carrier'],
        [{ carrier: 'x'.repeat(65), trackingNo: 'JD0123456789' }, 'carrier'],
        [{ carrier: 'DHL' }, 'trackingNo'],
        [{ carrier: 'DHL', trackingNo: 'ab' }, 'trackingNo'],
        [{ carrier: 'DHL', trackingNo: 'JD 0123' }, 'trackingNo'],
        [{ carrier: 'DHL', trackingNo: 'x'.repeat(65) }, 'trackingNo'],
        [{ carrier: 'DHL', trackingNo: 'JD0123456789', price: 1 }, 'price'],
      ];
      for (const [body, field] of cases) {
        const r = await as(sellerToken).post(`/v1/seller/orders/${orderId}/ship`, body);
        expect(r.status).toBe(400);
        expect(r.body.error).toEqual({ code: 'COMMON_INVALID_PARAM', message: `Invalid parameter: ${field}` });
      }
      const bad = await request(t.http)
        .post(`/v1/seller/orders/${orderId}/ship`)
        .set('authorization', `Bearer ${sellerToken}`)
        .set('content-type', 'application/json')
        .send('{"carrier":');
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('COMMON_INVALID_PARAM');
    });

    it('confirms (1 → 2) once, ships (2 → 3) once, then refuses both (409)', async () => {
      const c = await as(sellerToken).post(`/v1/seller/orders/${orderId}/confirm`);
      expect(c.status).toBe(204);
      expect((await as(sellerToken).get(`/v1/seller/orders/${orderId}`)).body.status).toBe(2);
      const again = await as(sellerToken).post(`/v1/seller/orders/${orderId}/confirm`);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('ORDER_STATUS_FORBIDS');

      const s = await as(sellerToken).post(`/v1/seller/orders/${orderId}/ship`, { carrier: ' DHL Express ', trackingNo: 'JD-0123456789' });
      expect(s.status).toBe(204);
      const d = await as(sellerToken).get(`/v1/seller/orders/${orderId}`);
      expect(d.body).toMatchObject({ status: 3, carrier: 'DHL Express', trackingNo: 'JD-0123456789' });
      expect(d.body.logs.map((l: { state: number }) => l.state)).toEqual([1, 2, 5, 6]);
      expect(d.body.logs[3].text).toContain('JD-0123456789');

      const shipAgain = await as(sellerToken).post(`/v1/seller/orders/${orderId}/ship`, { carrier: 'UPS', trackingNo: 'ZZ12345678' });
      expect(shipAgain.status).toBe(409);
      const confirmShipped = await as(sellerToken).post(`/v1/seller/orders/${orderId}/confirm`);
      expect(confirmShipped.status).toBe(409);
      expect((await as(sellerToken).get('/v1/seller/orders?status=3')).body.total).toBe(1);
    });

    it('ships a paid order directly (1 → 3) and refuses an unpaid one (409)', async () => {
      const id = await paidOrder(shop);
      const s = await as(sellerToken).post(`/v1/seller/orders/${id}/ship`, { carrier: 'SF Express', trackingNo: 'SF1234567890' });
      expect(s.status).toBe(204);
      const sub = await act(t.http, 'order!submit', { orderInfo: `${shop.mug},-1,1`, addressId: buyer.addressId }, { token: buyer.token });
      const unpaid = sub.data.orderList[0].orderId as string;
      const r = await as(sellerToken).post(`/v1/seller/orders/${unpaid}/ship`, { carrier: 'SF Express', trackingNo: 'SF1234567890' });
      expect(r.status).toBe(409);
      expect((await as(sellerToken).post(`/v1/seller/orders/${unpaid}/confirm`)).status).toBe(409);
    });

    it('lists the store notices', async () => {
      const r = await as(sellerToken).get('/v1/seller/notices');
      expect(r.status).toBe(200);
      expect(r.body.total).toBeGreaterThan(0);
      expect(r.body.items[0]).toEqual({
        id: expect.any(String),
        kind: expect.any(String),
        orderId: expect.any(String),
        createdAt: expect.any(String),
        read: false,
      });
      const theirs = await as(otherToken).get('/v1/seller/notices');
      const ids = new Set(r.body.items.map((n: { orderId: string }) => n.orderId));
      expect(theirs.body.items.some((n: { orderId: string }) => ids.has(n.orderId))).toBe(false);
      expect((await as(sellerToken).get('/v1/seller/notices?page=0')).status).toBe(400);
    });

    it('lets a suspended store sign in and read, not confirm or ship (403)', async () => {
      const id = await paidOrder(otherShop);
      await ds.query(`update sellers set status = 'suspended' where id = $1`, [otherShop.sellerId]);
      try {
        const l = await login(other.email, other.password);
        expect(l.status).toBe(200);
        const tok = l.body.token as string;
        expect((await as(tok).get('/v1/seller/me')).body.seller.status).toBe('suspended');
        expect((await as(tok).get(`/v1/seller/orders/${id}`)).status).toBe(200);
        for (const r of [
          await as(tok).post(`/v1/seller/orders/${id}/confirm`),
          await as(tok).post(`/v1/seller/orders/${id}/ship`, { carrier: 'DHL', trackingNo: 'JD0123456789' }),
        ]) {
          expect(r.status).toBe(403);
          expect(r.body.error.code).toBe('SELLER_SUSPENDED');
        }
        expect((await as(tok).get(`/v1/seller/orders/${id}`)).body.status).toBe(1);
      } finally {
        await ds.query(`update sellers set status = 'open' where id = $1`, [otherShop.sellerId]);
      }
    });
  });

  describe('sessions and limits', () => {
    it('documents the seller routes in OpenAPI under the seller tag', async () => {
      const r = await request(t.http).get('/docs/json');
      expect(r.status).toBe(200);
      for (const p of ['/v1/seller/login', '/v1/seller/me', '/v1/seller/orders', '/v1/seller/orders/{id}/ship', '/v1/seller/notices'])
        expect(r.body.paths[p]).toBeDefined();
      expect(r.body.paths['/v1/seller/orders/{id}/ship'].post.tags).toEqual(['seller']);
    });

    it('logout revokes only that session', async () => {
      const l = await login(owner.email, owner.password);
      const tok = l.body.token as string;
      expect((await as(tok).post('/v1/seller/logout')).status).toBe(204);
      expect((await as(tok).get('/v1/seller/me')).status).toBe(401);
      expect((await as(sellerToken).get('/v1/seller/me')).status).toBe(200);
    });

    it('locks the identifier after three wrong passwords (the buyer lockout)', async () => {
      const u = await registerUser(t.http);
      await makeShop(ds, { ownerUserId: await userIdOf(t.app, u.token) });
      expect((await login(u.email, 'wrong-1')).status).toBe(401);
      expect((await login(u.email, 'wrong-2')).status).toBe(401);
      const third = await login(u.email, 'wrong-3');
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('AUTH_LOCKED_MINUTES');
      const right = await login(u.email, u.password);
      expect(right.status).toBe(429);
    });

    it('rate-limits sign-in attempts per IP', async () => {
      let last = 0;
      for (let i = logins; i <= LOGIN_LIMIT + 1; i++) last = (await login(`flood${i}@example.com`, 'secret12')).status;
      expect(last).toBe(429);
      const r = await login(owner.email, owner.password);
      expect(r.status).toBe(429);
      expect(r.body.error.code).toBe('COMMON_TOO_FREQUENT');
    });
  });
});
