import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { LedgerReconciler, LedgerService } from '../../src/modules/ledger';
import { act, registerUser } from '../support/act';
import { createOperator, ROOT, rootEnv } from '../support/admin';
import { bearer } from '../support/bearer';
import { userIdOf } from '../support/ledger';
import { SAFEWORD, makeBuyer, makeShop, micro, type Buyer, type Shop } from '../support/order';
import { startHttpApp } from '../support/test-app';

jest.setTimeout(60_000);

/** The operator's disputes queue (issue 26): an escalated return decided in full, in part or rejected, both parties told. */
describe('disputes: operator decisions of escalated returns (/v1/admin/returns)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let ledger: LedgerService;
  let shop: Shop;
  let big: Shop;
  let sellerToken: string;
  let bigSellerToken: string;
  const owners: string[] = [];
  let buyer: Buyer;
  let root: string;
  let finance1: string;
  let finance2: string;
  let support: string;
  let png: Buffer;

  const call = (name: string, params: Record<string, string | number | undefined> = {}) =>
    act(t.http, name, params, { token: buyer.token, lang: 'en', via: 'query' });
  const as = (token: string, ip = '10.26.0.1') => bearer(t.http, token, ip);
  const available = async () => (await ledger.userBalances(buyer.id)).available.minor;
  const order = async (id: string) =>
    (await ds.query(`select status, return_status as "returnStatus", refunded::text from orders where id = $1`, [id]))[0];
  const caseState = async (id: string) => (await ds.query(`select state from return_cases where id = $1`, [id]))[0].state;
  /** The refund and dispute messages queued for the buyer and the store owners about order `id`. */
  const outbox = async (id: string) =>
    (
      await ds.query(
        `select target, template, payload from outbound_messages
          where payload->>'orderNo' = $1 and (template like 'refund.%' or template like 'dispute.%') order by template desc`,
        [id],
      )
    ).map((m: { target: string; template: string; payload: Record<string, string> }) => ({
      to: m.target === buyer.email ? 'buyer' : owners.includes(m.target) ? 'owner' : m.target,
      template: m.template,
      payload: m.payload,
    }));

  /** A paid order of `qty` items whose return the seller refused and the buyer sent to the platform. */
  const escalated = async (s: Shop = shop, seller = sellerToken, qty = 1): Promise<{ orderId: string; caseId: string }> => {
    const sub = await call('order!submit', { orderInfo: `${s.mug},-1,${qty}`, addressId: buyer.addressId });
    expect(sub.code).toBe('0');
    const orderId = sub.data.orderList[0].orderId as string;
    expect((await call('order!pay', { orderId, safeword: SAFEWORD })).code).toBe('0');
    const photo = await request(t.http)
      .post('/api/uploadimg!execute.action')
      .field('moduleName', 'returns')
      .field('token', buyer.token)
      .attach('file', png, { filename: 'evidence.png', contentType: 'image/png' });
    const r = await call('order!returns', { orderId, returnReason: 9, returnDetail: 'The handle came off', imgUrl1: photo.body.data });
    expect(r.code).toBe('0');
    const caseId = r.data.caseId as string;
    expect((await as(seller).post(`/v1/seller/returns/${caseId}/reject`, { reason: 'It left us intact' })).status).toBe(200);
    expect((await call('order!returnsEscalate', { orderId })).code).toBe('0');
    return { orderId, caseId };
  };

  beforeAll(async () => {
    t = await startHttpApp({
      ...rootEnv(ROOT),
      RATE_LIMIT_ADMIN_LOGIN_PER_MIN: '60',
      TRUST_PROXY: '1',
    });
    ds = t.app.get(DataSource);
    ledger = t.app.get(LedgerService);
    png = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const storeOf = async (name: string): Promise<[Shop, string]> => {
      const o = await registerUser(t.http);
      owners.push(o.email);
      const s = await makeShop(ds, { ownerUserId: await userIdOf(t.app, o.token), stock: 10_000, name });
      return [s, (await request(t.http).post('/v1/seller/login').send({ username: o.email, password: o.password })).body.token];
    };
    [shop, sellerToken] = await storeOf('Harbor Dispute Shop');
    [big, bigSellerToken] = await storeOf('Harbor Big Dispute Shop');
    await ds.query(`update goods set selling_price = 890000000 where id = $1`, [big.mug]); // 891 with freight; threshold 500
    buyer = await makeBuyer(t.http, t.app, { balance: '5000' });
    root = (await request(t.http).post('/v1/admin/login').send(ROOT)).body.token;
    const op = async (username: string, roles: string[]) =>
      (await createOperator(t.http, root, { username, password: `${username}-Passw0rd-xyz`, roles })).token;
    finance1 = await op('finance-one', ['finance']);
    finance2 = await op('finance-two', ['finance']);
    support = await op('support-one', ['support']);
    // finance-two may be the second approver of finance-one's decisions (an account older than 7 days)
    await ds.query(`update admin_users set created_at = now() - interval '8 days' where username = 'finance-two'`);
  });
  afterAll(() => t?.close());

  it('the case page shows both sides, the order and its timeline; support reads it but cannot decide', async () => {
    const { orderId, caseId } = await escalated();
    const queue = await as(support).get('/v1/admin/returns?state=escalated&pageSize=100');
    expect(queue.status).toBe(200);
    expect(queue.body.items.find((c: { id: string }) => c.id === caseId)).toMatchObject({ orderId, escalatedAt: expect.any(String) });

    const page = await as(support).get(`/v1/admin/returns/${caseId}`).set('accept-language', 'en');
    expect(page.status).toBe(200);
    expect(page.body.case).toMatchObject({
      id: caseId,
      state: 'escalated',
      reason: 9,
      detail: 'The handle came off',
      sellerNote: 'It left us intact',
      refundable: '10.999999',
      images: [expect.stringMatching(/\/uploads\/returns\/.+\.png$/)],
    });
    expect(page.body.order).toMatchObject({ id: orderId, items: [expect.objectContaining({ qty: 1 })] });
    expect(page.body.order.logs.map((l: { state: number }) => l.state)).toEqual([1, 2, 8, 10, 8]);
    for (const l of page.body.order.logs) expect(l.text).toEqual(expect.any(String));
    expect(page.body.refunds).toEqual([]);
    expect((await as(support).get('/v1/admin/returns/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    for (const [path, body] of [
      [`/v1/admin/returns/${caseId}/refund`, { amount: '1' }],
      [`/v1/admin/returns/${caseId}/reject`, { reason: 'No' }],
    ] as const) {
      const r = await as(support).post(path, body);
      expect([r.status, r.body.error.code]).toEqual([403, 'ADMIN_FORBIDDEN']);
    }
    expect(await caseState(caseId)).toBe('escalated');
  });

  it('a partial refund: exact amount, never above what remains; the case is decided and leaves the queue; both parties told; audited', async () => {
    const { orderId, caseId } = await escalated();
    const over = await as(finance1).post(`/v1/admin/returns/${caseId}/refund`, { amount: '11', reason: 'Too much' });
    expect([over.status, over.body.error.code]).toEqual([409, 'AFTERSALE_REFUND_EXCEEDS']);
    expect((await as(finance1).post(`/v1/admin/returns/${caseId}/refund`, { amount: '1.0000001' })).status).toBe(400);
    const before = await available();
    const dec = await as(finance1).post(`/v1/admin/returns/${caseId}/refund`, { amount: '4.25', reason: 'Handle repair cost' });
    expect(dec.status).toBe(200);
    expect(dec.body).toMatchObject({ caseId, state: 'refunded', amount: '4.250000' });
    expect((await available()) - before).toBe(micro('4.25'));
    expect(await caseState(caseId)).toBe('refunded');
    // the buyer keeps the goods: the order resumes its course (paid), with its refund noted
    expect(await order(orderId)).toMatchObject({ status: 1, returnStatus: 2, refunded: String(micro('4.25')) });
    const queue = await as(support).get('/v1/admin/returns?state=escalated&pageSize=100');
    expect(queue.body.items.map((c: { id: string }) => c.id)).not.toContain(caseId);
    const again = await as(finance1).post(`/v1/admin/returns/${caseId}/refund`, { amount: '1' });
    expect([again.status, again.body.error.code]).toEqual([409, 'AFTERSALE_RETURN_NOT_OPEN']);

    expect(await outbox(orderId)).toEqual([
      { to: 'buyer', template: 'refund.approved', payload: expect.objectContaining({ orderNo: orderId, amount: '4.250000' }) },
      { to: 'owner', template: 'dispute.refunded_store', payload: expect.objectContaining({ orderNo: orderId, amount: '4.250000' }) },
    ]);
    const audit = await ds.query(`select action, details from audit_log where target = $1`, [caseId]);
    expect(audit).toEqual([
      { action: 'return.refund', details: expect.objectContaining({ orderId, amount: '4.250000', note: 'Handle repair cost' }) },
    ]);
    const page = await as(support).get(`/v1/admin/returns/${caseId}`);
    expect(page.body.case).toMatchObject({ state: 'refunded', operatorNote: 'Handle repair cost', refundable: '6.749999' });
    expect(page.body.refunds).toEqual([expect.objectContaining({ amount: '4.250000', state: 'refunded', source: 'return' })]);
  });

  it('a rejection needs a reason; the buyer is told it, the store owner is told the case is closed', async () => {
    const { orderId, caseId } = await escalated();
    const none = await as(finance1).post(`/v1/admin/returns/${caseId}/reject`, { reason: '' });
    expect(none.status).toBe(400);
    const rej = await as(finance1).post(`/v1/admin/returns/${caseId}/reject`, { reason: 'The photos show <b>normal</b> wear' });
    expect(rej.status).toBe(200);
    expect(rej.body).toEqual({ caseId, state: 'dismissed' });
    expect(await caseState(caseId)).toBe('dismissed');
    expect(await order(orderId)).toMatchObject({ status: 1, returnStatus: 3, refunded: '0' });
    expect(await outbox(orderId)).toEqual([
      {
        to: 'buyer',
        template: 'refund.rejected',
        payload: expect.objectContaining({ orderNo: orderId, reason: 'The photos show normal wear' }),
      },
      { to: 'owner', template: 'dispute.dismissed_store', payload: expect.objectContaining({ orderNo: orderId }) },
    ]);
    const audit = await ds.query(`select action from audit_log where target = $1`, [caseId]);
    expect(audit).toEqual([{ action: 'return.dismiss' }]);
  });

  it('a part above the threshold waits for a second operator; nobody is told until it is approved, which decides the case', async () => {
    const { orderId, caseId } = await escalated(big, bigSellerToken);
    const dec = await as(finance1, '10.26.1.1').post(`/v1/admin/returns/${caseId}/refund`, { amount: '600', reason: 'Half broken' });
    expect(dec.body).toMatchObject({ caseId, state: 'pending_approval', amount: '600.000000' });
    expect(await caseState(caseId)).toBe('escalated');
    expect(await outbox(orderId)).toEqual([]);
    const page = await as(finance2).get(`/v1/admin/returns/${caseId}`);
    expect(page.body.refunds).toEqual([
      expect.objectContaining({ id: dec.body.refundId, state: 'pending_approval', amount: '600.000000' }),
    ]);
    const before = await available();
    const ok = await as(finance2, '10.26.2.2').post(`/v1/admin/refunds/${dec.body.refundId}/approve`);
    expect(ok.body).toMatchObject({ state: 'refunded', amount: '600.000000', refundable: '291.000000' });
    expect((await available()) - before).toBe(micro('600'));
    expect(await caseState(caseId)).toBe('refunded');
    expect(await order(orderId)).toMatchObject({ status: 1, returnStatus: 2 });
    expect(await outbox(orderId)).toEqual([
      { to: 'buyer', template: 'refund.approved', payload: expect.objectContaining({ orderNo: orderId, amount: '600.000000' }) },
      { to: 'owner', template: 'dispute.refunded_store', payload: expect.objectContaining({ orderNo: orderId, amount: '600.000000' }) },
    ]);
  });

  it('rejecting a case whose refund waits for a second operator withdraws that refund: it can no longer be approved', async () => {
    const { orderId, caseId } = await escalated(big, bigSellerToken);
    const dec = await as(finance1, '10.26.3.3').post(`/v1/admin/returns/${caseId}/refund`, { amount: '700' });
    expect(dec.body).toMatchObject({ state: 'pending_approval' });
    const rej = await as(finance2, '10.26.4.4').post(`/v1/admin/returns/${caseId}/reject`, { reason: 'On second look, normal wear' });
    expect(rej.status).toBe(200);
    const before = await available();
    const late = await as(finance2, '10.26.4.4').post(`/v1/admin/refunds/${dec.body.refundId}/approve`);
    expect([late.status, late.body.error.code]).toEqual([409, 'AFTERSALE_REFUND_NOT_PENDING']);
    expect(await available()).toBe(before);
    expect(await caseState(caseId)).toBe('dismissed');
    expect(await order(orderId)).toMatchObject({ returnStatus: 3, refunded: '0' });
    expect(await outbox(orderId)).toEqual([
      { to: 'buyer', template: 'refund.rejected', payload: expect.objectContaining({ reason: 'On second look, normal wear' }) },
      { to: 'owner', template: 'dispute.dismissed_store', payload: expect.objectContaining({ orderNo: orderId }) },
    ]);
  });

  it('the ledger reconciles clean after all of it', async () => {
    expect((await t.app.get(LedgerReconciler).run()).ok).toBe(true);
  });
});
