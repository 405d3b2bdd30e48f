import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { LedgerAccounts, LedgerReconciler, LedgerService } from '../../src/modules/ledger';
import { OrderTimeoutsService, SellerOrderService } from '../../src/modules/order';
import { act, registerUser } from '../support/act';
import { createOperator, independence, ROOT, rootEnv } from '../support/admin';
import { bearer, operatorToken } from '../support/bearer';
import { userIdOf } from '../support/ledger';
import { SAFEWORD, makeBuyer, makeShop, micro, type Buyer, type Shop } from '../support/order';
import { startHttpApp } from '../support/test-app';

const MUG = micro('10.999999'); // 9.999999 + 1 freight, no tax

jest.setTimeout(60_000);

describe('after-sales: returns, seller decisions, operator refunds (order!returns, /v1/seller/returns, /v1/admin/orders/{id}/refunds)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let ledger: LedgerService;
  let shop: Shop;
  let buyer: Buyer;
  let stranger: Buyer;
  let sellerToken: string;
  let otherSellerToken: string;
  let root: string;
  let finance1: string;
  let finance2: string;
  let support: string;
  let png: Buffer;

  const call = (b: Buyer, name: string, params: Record<string, string | number | undefined> = {}, lang = 'cn') =>
    act(t.http, name, params, { token: b.token, lang, via: 'query' });
  const as = (token: string) => bearer(t.http, token);
  const available = async (b: Buyer) => (await ledger.userBalances(b.id)).available.minor;
  const bal = async (code: string) => (await ledger.balance(code)).minor;
  const upload = async (b: Buyer, moduleName = 'returns'): Promise<string> => {
    const r = await request(t.http)
      .post('/api/uploadimg!execute.action')
      .field('moduleName', moduleName)
      .field('token', b.token)
      .attach('file', png, { filename: 'evidence.png', contentType: 'image/png' });
    expect(r.body.code).toBe('0');
    return r.body.data as string;
  };
  /** A paid order of `qty` mugs of `s`. */
  const paidOrder = async (b: Buyer, s: Shop = shop, qty = 1): Promise<string> => {
    const sub = await call(b, 'order!submit', { orderInfo: `${s.mug},-1,${qty}`, addressId: b.addressId });
    expect(sub.code).toBe('0');
    const orderId = sub.data.orderList[0].orderId as string;
    expect((await call(b, 'order!pay', { orderId, safeword: SAFEWORD })).code).toBe('0');
    return orderId;
  };
  const ship = (s: Shop, orderId: string) =>
    t.app.get(SellerOrderService).ship(s.sellerId, orderId, { carrier: 'DHL', trackingNo: 'JD0001234' });
  const order = async (id: string) =>
    (
      await ds.query(
        `select status, return_status as "returnStatus", refunded::text, settled_at as "settledAt" from orders where id = $1`,
        [id],
      )
    )[0];
  const logStates = async (id: string) =>
    (await ds.query(`select state from order_logs where order_id = $1 order by id`, [id])).map((r: any) => r.state);
  const caseOf = async (orderId: string) =>
    (await ds.query(`select id, state from return_cases where order_id = $1 order by created_at desc limit 1`, [orderId]))[0];
  const tokenOf = (username: string, password: string) => operatorToken(t.http, username, password);

  beforeAll(async () => {
    t = await startHttpApp({
      ...rootEnv(ROOT),
      DATABASE_POOL_SIZE: '12',
      RATE_LIMIT_ADMIN_LOGIN_PER_MIN: '60',
      TRUST_PROXY: '1', // approvals from different origins (X-Forwarded-For, one proxy hop)
    });
    ds = t.app.get(DataSource);
    ledger = t.app.get(LedgerService);
    png = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#a00' } })
      .png()
      .toBuffer();
    const owner = await registerUser(t.http);
    const otherOwner = await registerUser(t.http);
    shop = await makeShop(ds, { ownerUserId: await userIdOf(t.app, owner.token), stock: 10_000, name: 'Harbor Returns Shop' });
    await makeShop(ds, { ownerUserId: await userIdOf(t.app, otherOwner.token), name: 'Pine Other Shop' });
    sellerToken = (await request(t.http).post('/v1/seller/login').send({ username: owner.email, password: owner.password })).body.token;
    otherSellerToken = (await request(t.http).post('/v1/seller/login').send({ username: otherOwner.email, password: otherOwner.password }))
      .body.token;
    expect(sellerToken).toBeTruthy();
    expect(otherSellerToken).toBeTruthy();
    buyer = await makeBuyer(t.http, t.app, { balance: '5000' });
    stranger = await makeBuyer(t.http, t.app, { balance: '100' });
    root = await tokenOf(ROOT.username, ROOT.password);
    const op = async (username: string, roles: string[]) =>
      (await createOperator(t.http, root, { username, password: `${username}-Passw0rd-xyz`, roles })).token;
    finance1 = await op('finance-one', ['finance']);
    finance2 = await op('finance-two', ['finance']);
    support = await op('support-one', ['support']);
  });
  afterAll(() => t?.close());

  describe('order!returns (buyer)', () => {
    it('opens a case with photo evidence: status 6, returnStatus 1, log 8, detail stored inert, seller notified', async () => {
      const id = await paidOrder(buyer);
      await ship(shop, id);
      const photos = [await upload(buyer), await upload(buyer, 'evaluate')];
      const r = await call(buyer, 'order!returns', {
        orderId: id,
        returnReason: 6,
        returnDetail: 'Broken <script>alert(1)</script><img src=x onerror=alert(2)> on arrival',
        money: '999999',
        imgUrl1: photos[0],
        imgUrl2: photos[1],
      });
      expect(r).toEqual({ code: '0', msg: '退款申请已提交', data: { caseId: expect.any(String) } });
      expect(await order(id)).toMatchObject({ status: 6, returnStatus: 1, refunded: '0' });
      expect(await logStates(id)).toEqual([1, 2, 6, 8]);
      const info = await call(buyer, 'order!returnsInfo', { orderId: id });
      expect(info.code).toBe('0');
      expect(info.data.returnCase).toMatchObject({ returnReason: 6, state: 'requested', returnStatus: 1 });
      expect(info.data.returnCase.returnDetail).toBe('Broken alert(1) on arrival');
      expect(info.data.returnCase.imgs).toHaveLength(2);
      for (const u of info.data.returnCase.imgs) expect(u).toMatch(/\/uploads\/(returns|evaluate)\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
      const list = await call(buyer, 'order!listMain', { status: 6 });
      expect(list.data.pageList.find((o: any) => o.id === id)).toMatchObject({ status: 6, returnStatus: 1 });
      const notices = await ds.query(`select kind from seller_notices where order_id = $1`, [id]);
      expect(notices.map((n: any) => n.kind)).toContain('return_requested');
      // One case at a time.
      expect(await call(buyer, 'order!returns', { orderId: id, returnReason: 6 })).toMatchObject({ code: '1', msg: '该订单状态无法操作' });
    });

    it('refuses (cn messages byte-exact): another user’s order, unpaid order, bad reason, 10 photos, foreign photo, shipped too long ago', async () => {
      const id = await paidOrder(buyer);
      expect(await call(stranger, 'order!returns', { orderId: id, returnReason: 2 })).toMatchObject({ code: '1', msg: '订单不存在' });
      expect(await call(buyer, 'order!returns', { orderId: 'SC123', returnReason: 2 })).toMatchObject({ code: '1', msg: '订单不存在' });
      const sub = await call(buyer, 'order!submit', { orderInfo: `${shop.mug},-1,1`, addressId: buyer.addressId });
      expect(await call(buyer, 'order!returns', { orderId: sub.data.orderList[0].orderId, returnReason: 2 })).toMatchObject({
        code: '1',
        msg: '该订单状态无法操作',
      });
      expect(await call(buyer, 'order!returns', { orderId: id, returnReason: 0 })).toMatchObject({ code: '1', msg: '请选择退款原因' });
      expect(await call(buyer, 'order!returns', { orderId: id, returnReason: 2 }, 'en')).toMatchObject({
        code: '0',
        msg: 'Refund request submitted',
      });
      const id2 = await paidOrder(buyer);
      const mine = await upload(buyer);
      const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`imgUrl${i + 1}`, mine]));
      expect(await call(buyer, 'order!returns', { orderId: id2, returnReason: 2, ...ten })).toMatchObject({
        code: '1',
        msg: '最多上传9张图片',
      });
      const theirs = await upload(stranger);
      expect(await call(buyer, 'order!returns', { orderId: id2, returnReason: 2, imgUrl1: theirs })).toMatchObject({
        code: '1',
        msg: '图片无效，请重新上传',
      });
      await ship(shop, id2);
      await ds.query(`update orders set shipped_at = now() - interval '73 hours' where id = $1`, [id2]);
      expect(await call(buyer, 'order!returns', { orderId: id2, returnReason: 2 })).toMatchObject({
        code: '1',
        msg: '订单已经发货，无法退款',
      });
      expect(await order(id2)).toMatchObject({ status: 3, returnStatus: 0 });
    });

    it('reasons fit the order: none about the goods before shipping (issue 26 item 10)', async () => {
      const b = await makeBuyer(t.http, t.app, { balance: '100' }); // a buyer of its own: order!returns is rate limited per user
      const id = await paidOrder(b);
      expect(await call(b, 'order!returns', { orderId: id, returnReason: 6 }, 'en')).toEqual({
        code: '1',
        msg: "This reason does not fit the order's state: please choose another one",
        data: null,
      });
      expect(await call(b, 'order!returns', { orderId: id, returnReason: 3 })).toMatchObject({
        code: '1',
        msg: '该原因与订单状态不符，请选择其他原因',
      });
      expect(await order(id)).toMatchObject({ status: 1, returnStatus: 0 });
      await ship(shop, id);
      expect((await call(b, 'order!returns', { orderId: id, returnReason: 6 })).code).toBe('0');
    });

    it('a received order keeps its refund entry while the return window is open, and is refunded from the seller (issue 26 item 10)', async () => {
      const b = await makeBuyer(t.http, t.app, { balance: '100' });
      const info = async (id: string) => (await call(b, 'order!info', { orderId: id })).data.orderInfo;
      const buttons = async (id: string) => (await info(id)).buttons;
      const id = await paidOrder(b);
      await ship(shop, id);
      expect((await call(b, 'order!receipt', { orderId: id })).code).toBe('0');
      expect(await order(id)).toMatchObject({ status: 4, settledAt: expect.any(Date) });
      expect(await info(id)).toMatchObject({ returnOpen: 1, buttons: ['review', 'logistics', 'refund'] });
      const row = (await call(b, 'order!listMain', { status: 4, pageSize: 50 })).data.pageList.find((o: any) => o.id === id);
      expect(row.buttons).toEqual(['review', 'logistics', 'refund']);
      expect((await call(b, 'order!returns', { orderId: id, returnReason: 7 })).code).toBe('0');
      expect(await order(id)).toMatchObject({ status: 6, returnStatus: 1 });
      const before = await available(b);
      const ok = await as(sellerToken).post(`/v1/seller/returns/${(await caseOf(id)).id}/accept`);
      expect(ok.status).toBe(200);
      expect((await available(b)) - before).toBe(MUG);
      expect(await buttons(id)).toEqual(['logistics']);

      // past mall_returnTimeOut hours after shipping: no refund entry, and the request is refused
      const late = await paidOrder(b);
      await ship(shop, late);
      expect((await call(b, 'order!receipt', { orderId: late })).code).toBe('0');
      await ds.query(`update orders set shipped_at = now() - interval '73 hours' where id = $1`, [late]);
      expect(await info(late)).toMatchObject({ returnOpen: 0, buttons: ['review', 'logistics'] });
      expect(await call(b, 'order!returns', { orderId: late, returnReason: 7 })).toMatchObject({
        code: '1',
        msg: '订单已经发货，无法退款',
      });
      expect(await order(late)).toMatchObject({ status: 4, returnStatus: 0 });
    });
  });

  describe('seller decisions (/v1/seller/returns)', () => {
    it('accept refunds exactly what was paid, once, from escrow; another store cannot see or decide it', async () => {
      const id = await paidOrder(buyer, shop, 2);
      expect((await call(buyer, 'order!returns', { orderId: id, returnReason: 1, returnDetail: 'never arrived' })).code).toBe('0');
      const c = await caseOf(id);
      const list = await as(sellerToken).get('/v1/seller/returns?state=requested');
      expect(list.status).toBe(200);
      expect(list.body.items.find((x: any) => x.id === c.id)).toMatchObject({ orderId: id, reason: 1, refundable: '21.999998' });
      expect((await as(otherSellerToken).get(`/v1/seller/returns/${c.id}`)).status).toBe(404);
      const foreign = await as(otherSellerToken).post(`/v1/seller/returns/${c.id}/accept`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.code).toBe('AFTERSALE_RETURN_NOT_FOUND');

      const before = await available(buyer);
      const escrow = await bal('escrow:orders');
      const ok = await as(sellerToken).post(`/v1/seller/returns/${c.id}/accept`);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ state: 'refunded', amount: '21.999998' });
      expect((await available(buyer)) - before).toBe(2n * MUG);
      expect(escrow - (await bal('escrow:orders'))).toBe(2n * MUG);
      const again = await as(sellerToken).post(`/v1/seller/returns/${c.id}/accept`);
      expect(again.status).toBe(409);
      expect((await available(buyer)) - before).toBe(2n * MUG);
      expect(await order(id)).toMatchObject({ status: 6, returnStatus: 2, refunded: String(2n * MUG) });
      expect(await logStates(id)).toEqual([1, 2, 8, 9]);
      // refunded before it was ever shipped: nothing to track (issue 26 item 3)
      expect((await call(buyer, 'order!info', { orderId: id })).data.orderInfo.buttons).toEqual([]);
      // A refunded order is never settled to the seller (status 6 is not received).
      expect(await t.app.get(OrderTimeoutsService).autoReceipt(new Date(Date.now() + 400 * 86_400_000))).toBeGreaterThanOrEqual(0);
      expect((await order(id)).settledAt).toBeNull();
    });

    it('reject → back to the previous status with returnStatus 3 (log 10); the buyer escalates; an operator refunds, audited', async () => {
      const id = await paidOrder(buyer);
      expect((await call(buyer, 'order!returns', { orderId: id, returnReason: 2 })).code).toBe('0');
      const c = await caseOf(id);
      expect((await as(sellerToken).post(`/v1/seller/returns/${c.id}/reject`, {})).status).toBe(400);
      const rej = await as(sellerToken).post(`/v1/seller/returns/${c.id}/reject`, { reason: 'Used <b>item</b>' });
      expect(rej.status).toBe(200);
      expect(await order(id)).toMatchObject({ status: 1, returnStatus: 3 });
      const info = await call(buyer, 'order!returnsInfo', { orderId: id });
      expect(info.data.returnCase).toMatchObject({ state: 'rejected', sellerNote: 'Used item', canEscalate: true });
      expect(await call(stranger, 'order!returnsEscalate', { orderId: id })).toMatchObject({ code: '1', msg: '订单不存在' });
      expect(await call(buyer, 'order!returnsEscalate', { orderId: id })).toMatchObject({ code: '0', msg: '已提交平台介入，将由平台裁决' });
      expect(await order(id)).toMatchObject({ status: 6, returnStatus: 1 });
      expect(await call(buyer, 'order!returnsEscalate', { orderId: id })).toMatchObject({
        code: '1',
        msg: '只有被拒绝的退款申请才能申请平台介入',
      });

      const queue = await as(support).get('/v1/admin/returns?state=escalated');
      expect(queue.status).toBe(200);
      expect(queue.body.items.map((x: any) => x.id)).toContain(c.id);
      expect((await as(support).post(`/v1/admin/returns/${c.id}/refund`)).status).toBe(403);
      const before = await available(buyer);
      const dec = await as(finance1).post(`/v1/admin/returns/${c.id}/refund`, { reason: 'Seller could not show the item was used' });
      expect(dec.status).toBe(200);
      expect((await available(buyer)) - before).toBe(MUG);
      expect(await order(id)).toMatchObject({ status: 6, returnStatus: 2 });
      expect(await logStates(id)).toEqual([1, 2, 8, 10, 8, 9]);
      const audit = await ds.query(`select action, target from audit_log where action = 'return.refund' and target = $1`, [c.id]);
      expect(audit).toHaveLength(1);
    });

    describe('escalation only within mall_return_escalate_hours of the refusal and before receipt (issue 25 item 11)', () => {
      /** An order of `b` whose refund request the seller refused `hoursAgo` hours ago; `shipped`: it was shipped first. */
      const refused = async (hoursAgo: number, shipped = false) => {
        const id = await paidOrder(buyer);
        if (shipped) await ship(shop, id);
        expect((await call(buyer, 'order!returns', { orderId: id, returnReason: shipped ? 7 : 2 })).code).toBe('0');
        const c = await caseOf(id);
        expect((await as(sellerToken).post(`/v1/seller/returns/${c.id}/reject`, { reason: 'Works as described' })).status).toBe(200);
        await ds.query(`update return_cases set decided_at = now() - make_interval(hours => $2) where id = $1`, [c.id, hoursAgo]);
        return id;
      };
      const info = async (id: string) => (await call(buyer, 'order!returnsInfo', { orderId: id })).data.returnCase;

      it('within the window (default 168 h): shown with its deadline, and accepted', async () => {
        const id = await refused(167);
        expect(await info(id)).toMatchObject({
          state: 'rejected',
          canEscalate: true,
          escalateUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        });
        expect(await call(buyer, 'order!returnsEscalate', { orderId: id }, 'en')).toMatchObject({ code: '0' });
        expect(await order(id)).toMatchObject({ status: 6, returnStatus: 1 });
      });

      it('after the window: refused with the window in the message; a longer window set by a superadmin lets it through', async () => {
        const id = await refused(169);
        expect(await info(id)).toMatchObject({ state: 'rejected', canEscalate: false, escalateUntil: '' });
        expect(await call(buyer, 'order!returnsEscalate', { orderId: id }, 'en')).toEqual({
          code: '1',
          msg: "The time to ask the platform to decide has passed (168 hours after the seller's refusal). Please contact customer service",
          data: null,
        });
        expect(await order(id)).toMatchObject({ status: 1, returnStatus: 3 });
        expect((await as(finance1).patch('/v1/admin/settings', { mall_return_escalate_hours: 200 })).status).toBe(403);
        const set = await as(root).patch('/v1/admin/settings', { mall_return_escalate_hours: 200 });
        expect(set.status).toBe(200);
        expect(await info(id)).toMatchObject({ canEscalate: true });
        expect((await call(buyer, 'order!returnsEscalate', { orderId: id })).code).toBe('0');
        expect((await as(root).patch('/v1/admin/settings', { mall_return_escalate_hours: 168 })).status).toBe(200);
      });

      it('after the buyer confirmed receipt (the seller is paid): refused, the order stays received and settled', async () => {
        const id = await refused(1, true);
        expect(await order(id)).toMatchObject({ status: 3, returnStatus: 3 });
        expect((await call(buyer, 'order!receipt', { orderId: id })).code).toBe('0');
        const received = await order(id);
        expect(received).toMatchObject({ status: 4, settledAt: expect.any(Date) });
        expect(await info(id)).toMatchObject({ state: 'rejected', canEscalate: false, escalateUntil: '' });
        expect(await call(buyer, 'order!returnsEscalate', { orderId: id })).toEqual({
          code: '1',
          msg: '该订单已确认收货，被拒绝的退款申请不能再申请平台介入，请联系客服',
          data: null,
        });
        expect(await order(id)).toEqual(received);
        expect(await caseOf(id)).toMatchObject({ state: 'rejected' });
      });

      describe('auto-receipt never settles while a return is open or escalatable; the window runs from the refusal (issue 26 follow-up)', () => {
        const HOUR = 3_600_000;
        const autoReceipt = (hoursAhead: number) => t.app.get(OrderTimeoutsService).autoReceipt(new Date(Date.now() + hoursAhead * HOUR));
        const payable = () => bal(LedgerAccounts.sellerPayable(shop.sellerId));
        /** Shipped, returned, and refused by the seller just now, when the auto-receipt (10 days after shipping) is already due. */
        const refusedLate = async () => {
          const id = await refused(0, true);
          await ds.query(`update orders set shipped_at = now() - interval '10 days' where id = $1`, [id]);
          return id;
        };

        it('a refusal the auto-receipt would overtake: held for the whole window, escalatable to its end, then received', async () => {
          const id = await refusedLate();
          const payable0 = await payable();
          await autoReceipt(1);
          expect(await order(id)).toMatchObject({ status: 3, returnStatus: 3, settledAt: null });
          await autoReceipt(167);
          expect(await order(id)).toMatchObject({ status: 3, returnStatus: 3, settledAt: null });
          expect(await payable()).toBe(payable0);
          expect(await info(id)).toMatchObject({ state: 'rejected', canEscalate: true });
          // the window (168 h after the refusal) is over: the next run receives and settles it, once
          await autoReceipt(169);
          expect(await order(id)).toMatchObject({ status: 4, settledAt: expect.any(Date) });
          expect(await payable()).toBeGreaterThan(payable0);
          expect(await logStates(id)).toEqual([1, 2, 6, 8, 10, 7]);
        });

        it('escalated: never settled by the auto-receipt; after the platform dismisses it, the next run receives it', async () => {
          const id = await refusedLate();
          await autoReceipt(100);
          expect((await call(buyer, 'order!returnsEscalate', { orderId: id })).code).toBe('0');
          await autoReceipt(24 * 400);
          expect(await order(id)).toMatchObject({ status: 6, returnStatus: 1, settledAt: null });
          const c = await caseOf(id);
          expect((await as(finance1).post(`/v1/admin/returns/${c.id}/reject`, { reason: 'The photos show no defect' })).status).toBe(200);
          expect(await order(id)).toMatchObject({ status: 3, returnStatus: 3, settledAt: null });
          await autoReceipt(1);
          expect(await order(id)).toMatchObject({ status: 4, settledAt: expect.any(Date) });
        });

        it('a refund window longer than the auto-receipt: not received while a refund can still be asked for', async () => {
          expect((await as(root).patch('/v1/admin/settings', { mall_returnTimeOut: 14 * 24 })).status).toBe(200);
          try {
            const id = await paidOrder(buyer);
            await ship(shop, id);
            await autoReceipt(10 * 24 + 1);
            expect(await order(id)).toMatchObject({ status: 3, settledAt: null });
            await autoReceipt(14 * 24 - 1);
            expect(await order(id)).toMatchObject({ status: 3, settledAt: null });
            await autoReceipt(14 * 24 + 1);
            expect(await order(id)).toMatchObject({ status: 4, settledAt: expect.any(Date) });
          } finally {
            expect((await as(root).patch('/v1/admin/settings', { mall_returnTimeOut: 72 })).status).toBe(200);
          }
        });
      });
    });
  });

  describe('operator refunds (POST /v1/admin/orders/{id}/refunds)', () => {
    it('is documented in OpenAPI with examples', async () => {
      const doc = (await request(t.http).get('/docs/json')).body;
      const op = doc.paths['/v1/admin/orders/{id}/refunds'].post;
      expect(op.requestBody.content['application/json'].examples.partial.value).toMatchObject({ amount: '12.5' });
    });

    it('partial refund in exact micro-units, idempotent by key, never above the refundable remainder; role checked; audited', async () => {
      const id = await paidOrder(buyer, shop, 3); // 32.999997
      const body = { amount: '10.000001', reason: 'Partial refund: one mug chipped', idempotencyKey: `key-${id}-1` };
      const denied = await as(support).post(`/v1/admin/orders/${id}/refunds`, body);
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe('ADMIN_FORBIDDEN');
      expect((await request(t.http).post(`/v1/admin/orders/${id}/refunds`).send(body)).status).toBe(401);
      expect((await as(finance1).post(`/v1/admin/orders/${id}/refunds`, { ...body, amount: '1.0000001' })).status).toBe(400);
      expect((await as(finance1).post(`/v1/admin/orders/${id}/refunds`, { ...body, amount: 10 })).status).toBe(400);

      const before = await available(buyer);
      const r = await as(finance1).post(`/v1/admin/orders/${id}/refunds`, body);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        refundId: expect.any(String),
        orderId: id,
        state: 'refunded',
        amount: '10.000001',
        requiredApprovals: 1,
        refundable: '22.999996',
        replayed: false,
      });
      const replay = await as(finance2).post(`/v1/admin/orders/${id}/refunds`, body);
      expect(replay.body).toMatchObject({ refundId: r.body.refundId, replayed: true });
      const conflict = await as(finance1).post(`/v1/admin/orders/${id}/refunds`, { ...body, amount: '1' });
      expect(conflict.status).toBe(409);
      expect(conflict.body.error.code).toBe('AFTERSALE_REFUND_KEY_CONFLICT');
      expect((await available(buyer)) - before).toBe(micro('10.000001'));
      const over = await request(t.http)
        .post(`/v1/admin/orders/${id}/refunds?lang=cn`)
        .set('authorization', `Bearer ${finance1}`)
        .send({ ...body, amount: '22.999997', idempotencyKey: `key-${id}-2` });
      expect(over.status).toBe(409);
      expect(over.body.error).toEqual({ code: 'AFTERSALE_REFUND_EXCEEDS', message: '退款金额超过可退金额（22.999996 USDT）' });
      expect(await order(id)).toMatchObject({ status: 1, returnStatus: 2, refunded: String(micro('10.000001')) });
      const listed = await as(support).get(`/v1/admin/orders/${id}/refunds`);
      expect(listed.body).toMatchObject({ total: '32.999997', refunded: '10.000001', refundable: '22.999996' });
      expect(listed.body.refunds[0]).toMatchObject({ amount: '10.000001', phase: 'escrow', source: 'operator', state: 'refunded' });
      const audit = await ds.query(`select action, details from audit_log where action = 'refund.issue' and target = $1`, [id]);
      expect(audit).toHaveLength(1);
      expect(audit[0].details).toMatchObject({ amount: '10.000001', idempotencyKey: `key-${id}-1` });

      // Settlement later pays the seller only what was not refunded (minus commission on that).
      await ship(shop, id);
      const payable = await bal(`seller:${shop.sellerId}:payable`);
      const fees = await bal('platform:fees');
      expect((await call(buyer, 'order!receipt', { orderId: id })).code).toBe('0');
      const rest = micro('22.999996');
      const commission = (rest * 500n) / 10_000n;
      expect((await bal(`seller:${shop.sellerId}:payable`)) - payable).toBe(rest - commission);
      expect((await bal('platform:fees')) - fees).toBe(commission);

      // After settlement: from the seller's payable, with the commission returned in proportion; a full refund returns all of it.
      const r2 = await as(finance1).post(`/v1/admin/orders/${id}/refunds`, { ...body, amount: '22.999996', idempotencyKey: `key-${id}-3` });
      expect(r2.status).toBe(200);
      expect((await bal(`seller:${shop.sellerId}:payable`)) - payable).toBe(0n);
      expect((await bal('platform:fees')) - fees).toBe(0n);
      expect(await order(id)).toMatchObject({ status: 4, returnStatus: 2, refunded: String(micro('32.999997')) });
    });

    const approveFrom = (token: string, refundId: string, ip: string) =>
      request(t.http)
        .post(`/v1/admin/refunds/${refundId}/approve`)
        .set('authorization', `Bearer ${token}`)
        .set('x-forwarded-for', ip)
        .send({});
    const refundAudits = async (refundId: string) =>
      ds.query(`select action, details from audit_log where action like 'refund.%' and details->>'refundId' = $1 order by id`, [refundId]);

    it('above the threshold two different, independent operators are needed; only a superadmin sets the threshold', async () => {
      expect((await as(finance1).put('/v1/admin/refund-settings', { approvalThreshold: '1' })).status).toBe(403);
      const set = await as(root).put('/v1/admin/refund-settings', { approvalThreshold: '5' });
      expect(set.body).toEqual({ approvalThreshold: '5.000000' });
      const id = await paidOrder(buyer);
      const r = await as(finance1).post(`/v1/admin/orders/${id}/refunds`, {
        amount: '6',
        reason: 'Big refund',
        idempotencyKey: `two-${id}`,
      });
      expect(r.body).toMatchObject({ state: 'pending_approval', requiredApprovals: 2 });
      const before = await available(buyer);
      const same = await as(finance1).post(`/v1/admin/refunds/${r.body.refundId}/approve`);
      expect(same.status).toBe(409);
      expect(same.body.error.code).toBe('AFTERSALE_SAME_APPROVER');
      expect(await available(buyer)).toBe(before);
      // issue 14 item 3: finance-two is brand new and approves from the request's origin — it does not count
      const notYet = await approveFrom(finance2, r.body.refundId, '127.0.0.1');
      expect([notYet.status, notYet.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
      expect(await available(buyer)).toBe(before);
      await ds.query(`update admin_users set created_at = now() - interval '8 days' where username = 'finance-two'`);
      const ok = await approveFrom(finance2, r.body.refundId, '10.20.30.40');
      expect(ok.body).toMatchObject({ state: 'refunded', amount: '6.000000', refundable: '4.999999' });
      expect((await available(buyer)) - before).toBe(micro('6'));
      expect((await as(finance1).post(`/v1/admin/refunds/${r.body.refundId}/approve`)).status).toBe(409);
      const audits = await refundAudits(r.body.refundId);
      expect(audits.map((a: { action: string }) => a.action)).toEqual(['refund.request', 'refund.approve_not_counted', 'refund.approve']);
      const [f1] = await ds.query(`select id from admin_users where username = 'finance-one'`);
      expect(audits[1].details).toMatchObject({
        refundId: r.body.refundId,
        amount: '6.000000',
        independence: independence(f1.id, ['account_too_new', 'same_origin_as_first_approval'], undefined, true),
      });
      expect(audits[2].details.independence).toEqual(independence(f1.id, [], 8, false));
      await as(root).put('/v1/admin/refund-settings', { approvalThreshold: '500' });
    });

    it('a superadmin cannot refund above the threshold through an operator it created (issue 14 item 3)', async () => {
      await as(root).put('/v1/admin/refund-settings', { approvalThreshold: '5' });
      const id = await paidOrder(buyer);
      const r = await request(t.http)
        .post(`/v1/admin/orders/${id}/refunds`)
        .set('authorization', `Bearer ${root}`)
        .set('x-forwarded-for', '10.1.1.1')
        .send({ amount: '6', reason: 'Big refund', idempotencyKey: `solo-${id}` });
      expect(r.body).toMatchObject({ state: 'pending_approval', requiredApprovals: 2 });
      await ds.query(`update admin_users set created_at = now() - interval '30 days' where username = 'finance-one'`);
      const before = await available(buyer);
      const refused = await approveFrom(finance1, r.body.refundId, '10.1.1.2');
      expect([refused.status, refused.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
      expect(await available(buyer)).toBe(before);
      const [row] = (await refundAudits(r.body.refundId)).filter((a: { action: string }) => a.action === 'refund.approve_not_counted');
      expect(row.details.independence).toMatchObject({
        counted: false,
        reasons: ['created_by_first_approver'],
        checks: { notCreatedByFirst: false, otherOriginThanFirst: true },
      });
      const list = await as(support).get(`/v1/admin/orders/${id}/refunds`);
      expect(list.body.refunds).toEqual([expect.objectContaining({ state: 'pending_approval' })]);
      await as(root).put('/v1/admin/refund-settings', { approvalThreshold: '500' });
    });

    it('20 parallel refunds of one order never refund more than was paid', async () => {
      const id = await paidOrder(buyer, shop, 5); // 54.999995
      const before = await available(buyer);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          as(i % 2 ? finance1 : finance2).post(`/v1/admin/orders/${id}/refunds`, {
            amount: '7',
            reason: 'race',
            idempotencyKey: `race-${id}-${i}`,
          }),
        ),
      );
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(7);
      for (const r of results.filter((x) => x.status !== 200)) expect(r.body.error.code).toBe('AFTERSALE_REFUND_EXCEEDS');
      expect((await available(buyer)) - before).toBe(micro('49'));
      expect((await order(id)).refunded).toBe(String(micro('49')));
      // And the seller's return accept takes only what is left.
      expect((await call(buyer, 'order!returns', { orderId: id, returnReason: 9 })).code).toBe('0');
      const c = await caseOf(id);
      expect((await as(sellerToken).post(`/v1/seller/returns/${c.id}/accept`)).body.amount).toBe('5.999995');
      expect((await available(buyer)) - before).toBe(5n * MUG);
    });

    describe('the threshold applies to what the order has had refunded and what waits, not to each request (issue 25 item 1)', () => {
      const refund = (token: string, id: string, amount: string, key: string) =>
        request(t.http)
          .post(`/v1/admin/orders/${id}/refunds`)
          .set('authorization', `Bearer ${token}`)
          .set('x-forwarded-for', '10.25.1.1')
          .send({ amount, reason: 'Split refund', idempotencyKey: key });
      /** A store whose mug costs 890 (891 with freight): one or two of them are above the threshold. */
      let bigTicket: Shop;
      beforeAll(async () => {
        await ds.query(`update admin_users set created_at = now() - interval '8 days' where username = 'finance-two'`);
        bigTicket = await makeShop(ds, { name: 'Harbor Big-Ticket Shop' });
        await ds.query(`update goods set selling_price = 890000000 where id = $1`, [bigTicket.mug]);
      });

      it('885.06 asked as 450 + 435.06: the second part waits for a second, independent operator', async () => {
        const id = await paidOrder(buyer, bigTicket); // 891; threshold 500
        const before = await available(buyer);
        const first = await refund(finance1, id, '450', `split-${id}-1`);
        expect(first.body).toMatchObject({ state: 'refunded', requiredApprovals: 1 });
        const second = await refund(finance1, id, '435.06', `split-${id}-2`);
        expect(second.body).toMatchObject({ state: 'pending_approval', requiredApprovals: 2, refundable: '441.000000' });
        // Pending parts count too: even a small third part waits.
        const third = await refund(finance1, id, '1', `split-${id}-3`);
        expect(third.body).toMatchObject({ state: 'pending_approval', requiredApprovals: 2 });
        expect((await available(buyer)) - before).toBe(micro('450'));
        const same = await as(finance1).post(`/v1/admin/refunds/${second.body.refundId}/approve`);
        expect([same.status, same.body.error.code]).toEqual([409, 'AFTERSALE_SAME_APPROVER']);
        const notIndependent = await approveFrom(finance2, second.body.refundId, '10.25.1.1');
        expect([notIndependent.status, notIndependent.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
        expect((await available(buyer)) - before).toBe(micro('450'));
        const ok = await approveFrom(finance2, second.body.refundId, '10.25.2.2');
        expect(ok.body).toMatchObject({ state: 'refunded', amount: '435.060000', refundable: '5.940000' });
        expect((await available(buyer)) - before).toBe(micro('885.06'));
        expect((await order(id)).refunded).toBe(String(micro('885.06')));
      });

      it("an operator's decision of a return case above the threshold waits for a second operator, whose approval closes the case", async () => {
        const id = await paidOrder(buyer, bigTicket); // 891; threshold 500
        expect((await call(buyer, 'order!returns', { orderId: id, returnReason: 2 })).code).toBe('0');
        const c = await caseOf(id);
        const before = await available(buyer);
        const decide = () =>
          request(t.http)
            .post(`/v1/admin/returns/${c.id}/refund`)
            .set('authorization', `Bearer ${finance1}`)
            .set('x-forwarded-for', '10.25.3.3')
            .send({ reason: 'Arrived broken' });
        const dec = await decide();
        expect(dec.status).toBe(200);
        expect(dec.body).toMatchObject({ caseId: c.id, state: 'pending_approval' });
        expect((await decide()).body).toEqual(dec.body); // asked again: the same refund waits, no second one
        expect(await available(buyer)).toBe(before);
        expect(await caseOf(id)).toMatchObject({ state: 'requested' });
        const same = await as(finance1).post(`/v1/admin/refunds/${dec.body.refundId}/approve`);
        expect([same.status, same.body.error.code]).toEqual([409, 'AFTERSALE_SAME_APPROVER']);
        const ok = await approveFrom(finance2, dec.body.refundId, '10.25.4.4');
        expect(ok.body).toMatchObject({ state: 'refunded', amount: '891.000000', refundable: '0.000000' });
        expect((await available(buyer)) - before).toBe(micro('891'));
        expect(await caseOf(id)).toMatchObject({ state: 'refunded' });
        expect(await order(id)).toMatchObject({ status: 6, returnStatus: 2, refunded: String(micro('891')) });
        const audit = await ds.query(`select action from audit_log where target = $1 order by id`, [c.id]);
        expect(audit.map((a: { action: string }) => a.action)).toEqual(['return.refund_request', 'return.refund_request']); // each call
      });

      it('1,491.75 asked as four parallel parts: one part is refunded, the other three wait for a second operator', async () => {
        const id = await paidOrder(buyer, bigTicket, 2); // 1782
        const before = await available(buyer);
        const parts = ['400', '400', '400', '291.75'];
        const results = await Promise.all(parts.map((amount, i) => refund(i % 2 ? finance1 : finance2, id, amount, `par-${id}-${i}`)));
        for (const r of results) expect(r.status).toBe(200);
        const refunded = results.filter((r) => r.body.state === 'refunded');
        expect(refunded).toHaveLength(1);
        expect(results.filter((r) => r.body.state === 'pending_approval' && r.body.requiredApprovals === 2)).toHaveLength(3);
        expect((await available(buyer)) - before).toBe(micro(refunded[0].body.amount));
        const pending = (await as(support).get(`/v1/admin/orders/${id}/refunds`)).body.refunds.filter(
          (r: { state: string }) => r.state === 'pending_approval',
        );
        expect(pending).toHaveLength(3);
      });
    });
  });

  it('the ledger reconciles clean after all of it', async () => {
    const report = await t.app.get(LedgerReconciler).run();
    expect(report.ok).toBe(true);
  });
});
