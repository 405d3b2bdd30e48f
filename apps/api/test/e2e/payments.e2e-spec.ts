import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseQuery } from 'node:querystring';
import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Money } from '@mall/money';
import { translate } from '../../src/core/i18n/catalogue';
import { LedgerAccounts, LedgerReconciler, LedgerService } from '../../src/modules/ledger';
import { PaymentService } from '../../src/modules/payment';
import { act, registerUser } from '../support/act';
import { userIdOf } from '../support/ledger';
import { closer } from '../support/owned';
import { startHttpApp } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const SECRET_KEY = 'sk_test_51FakeKeyForTheLocalServer';
const ORIGIN = 'http://mall.test';
const PHP_ROUTES = ['PHP_recharge', 'PHP_recharge2', 'PHP_recharge3', 'PHP_recharge4', 'PHP_recharge5'];

/**
 * A local stand-in for api.stripe.com (unreachable here): answers `POST /v1/checkout/sessions` with
 * Stripe's JSON shape and records what the client sent. `failNext` answers Stripe's error shape.
 */
class FakeStripe {
  server!: Server;
  requests: { path: string; form: Record<string, string>; auth: string; idempotencyKey: string }[] = [];
  sessions = new Map<string, Record<string, unknown>>();
  failNext = 0;
  private seq = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.stop = closer(() => new Promise((r) => this.server.close(() => r())));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop: () => Promise<void> = async () => undefined;

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = parseQuery(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
    this.requests.push({
      path: req.url ?? '',
      form,
      auth: String(req.headers.authorization ?? ''),
      idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.seq}` });
      res.end(JSON.stringify(body));
    };
    if (this.failNext > 0) {
      this.failNext--;
      return send(400, { error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'Invalid currency' } });
    }
    if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') return send(404, { error: { type: 'invalid_request_error' } });
    const id = `cs_test_${++this.seq}${'x'.repeat(20)}`;
    const session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      currency: form['line_items[0][price_data][currency]'],
      client_reference_id: form.client_reference_id,
      metadata: { reference: form['metadata[reference]'], purpose: form['metadata[purpose]'] },
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      customer_email: form.customer_email ?? null,
      payment_intent: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    send(200, session);
  }
}

describe('payments when no provider is configured', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    t = await startHttpApp();
  });
  afterAll(() => t.close());

  it('offers no provider anywhere', async () => {
    expect((await request(t.http).get('/v1/payments/providers')).body).toEqual({ providers: [] });
    const u = await registerUser(t.http);
    expect(await act(t.http, 'thirdPartyRecharge!getCoinList', {}, { token: u.token, via: 'get' })).toMatchObject({ code: '0', data: [] });
    const open = await act(t.http, 'rechargeBlockchain!recharge_open', {}, { token: u.token });
    const r = await act(
      t.http,
      'thirdPartyRecharge!recharge',
      { session_token: open.data.session_token, amount: '10' },
      { token: u.token },
    );
    expect(r).toEqual({ code: '1', msg: 'This payment method is not available', data: null });
    const c = await request(t.http)
      .post('/v1/payments/orders/checkout')
      .set('authorization', `Bearer ${u.token}`)
      .send({ orderIds: ['SC20260101000000000000001'] });
    expect(c.status).toBe(404);
    expect(c.body.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const w = await request(t.http).post('/v1/payments/stripe/webhook').set('content-type', 'application/json').send('{}');
    expect(w.status).toBe(404);
  });

  it('answers the legacy regional gateways "not open in your region"', async () => {
    const u = await registerUser(t.http);
    for (const name of PHP_ROUTES) {
      expect([name, await act(t.http, `thirdPartyRecharge!${name}`, { session_token: 'x', amount: '10' }, { token: u.token })]).toEqual([
        name,
        { code: '1', msg: 'This payment method is not open in your region', data: null },
      ]);
      expect((await act(t.http, `thirdPartyRecharge!${name}`, { amount: '10' }, { token: u.token, lang: 'cn' })).msg).toBe(
        '该支付方式在您所在的地区暂未开放',
      );
      expect((await act(t.http, `thirdPartyRecharge!${name}`, { amount: '10' })).code).toBe('403');
    }
  });
});

describe('payments through Stripe Checkout (local fake Stripe API)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  const fake = new FakeStripe();
  const signer = new Stripe(SECRET_KEY);
  let evt = 0;

  type User = Awaited<ReturnType<typeof registerUser>> & { id: string };
  const newUser = async (): Promise<User> => {
    const u = await registerUser(t.http);
    return { ...u, id: await userIdOf(t.app, u.token) };
  };
  const available = async (userId: string) => (await t.app.get(LedgerService).userBalances(userId)).available.format();
  const stripeBalance = async () => (await t.app.get(LedgerService).balance(LedgerAccounts.system('payments:stripe'))).format();
  const token = async (u: User) => (await act(t.http, 'rechargeBlockchain!recharge_open', {}, { token: u.token })).data.session_token;
  const topUp = async (u: User, amount: string, extra: Record<string, string> = {}) =>
    act(
      t.http,
      'thirdPartyRecharge!recharge',
      { session_token: await token(u), amount, frenchCurrency: 'USD', ...extra },
      { token: u.token },
    );
  /** A top-up opened on the fake: its Stripe session as the fake recorded it. */
  const openTopUp = async (u: User, amount: string) => {
    const r = await topUp(u, amount);
    expect(r.code).toBe('0');
    const id = /\/c\/pay\/(cs_test_\w+)$/.exec(r.data)![1];
    return fake.sessions.get(id)!;
  };
  const event = (session: Record<string, unknown>, over: Record<string, unknown> = {}, type = 'checkout.session.completed') =>
    JSON.stringify({
      id: `evt_test_${++evt}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: `pi_test_${evt}`, ...over } },
    });
  const deliver = (payload: string, secret = WEBHOOK_SECRET, header?: string) =>
    request(t.http)
      .post('/v1/payments/stripe/webhook')
      .set('content-type', 'application/json; charset=utf-8')
      .set('stripe-signature', header ?? signer.webhooks.generateTestHeaderString({ payload, secret }))
      .send(payload);
  /** The credit posted under a key (one per key: ledger_transfers has a unique key; balances prove it moved once). */
  const creditUnder = async (key: string) => (await t.app.get(LedgerService).findTransfer(key))?.entries.map((e) => e.amount.format());

  beforeAll(async () => {
    const base = await fake.start();
    t = await startHttpApp({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
      PUBLIC_URL: ORIGIN,
      PAYMENT_PHP_RECHARGE: 'PHP_recharge2=stripe',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('lists the provider (REST and the deposit tabs)', async () => {
    expect((await request(t.http).get('/v1/payments/providers')).body).toEqual({ providers: [{ id: 'stripe', methods: ['card'] }] });
    const u = await newUser();
    expect((await act(t.http, 'thirdPartyRecharge!getCoinList', {}, { token: u.token })).data).toEqual([
      { productType: 'stripe', value: 'Stripe', range: [{ bank_code: 'USD', min_amount: 1, max_amount: 10000 }] },
    ]);
  });

  it('opens a hosted top-up page for the exact amount and spends the session_token', async () => {
    const u = await newUser();
    const st = await token(u);
    const r = await act(
      t.http,
      'thirdPartyRecharge!recharge',
      { session_token: st, amount: '25.5', frenchCurrency: 'USD' },
      { token: u.token },
    );
    expect(r.code).toBe('0');
    expect(r.data).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\w+$/);
    const sent = fake.requests[fake.requests.length - 1];
    expect(sent.auth).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '2550',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][quantity]': '1',
      'allowed_payment_method_types[0]': 'card',
      success_url: `${ORIGIN}/userInfo/money-package`,
      customer_email: u.email,
    });
    expect(sent.idempotencyKey).toBe(`checkout:${sent.form.client_reference_id}`);
    const row = await t.app.get(PaymentService).find(sent.form.client_reference_id);
    expect(row).toMatchObject({
      purpose: 'topup',
      userId: u.id,
      amount: '25500000',
      chargedAmount: '2550',
      currency: 'usd',
      status: 'open',
    });
    // the same token again: refused before anything else
    const again = await act(t.http, 'thirdPartyRecharge!recharge', { session_token: st, amount: '25.5' }, { token: u.token });
    expect(again).toMatchObject({ code: '1', msg: translate('SESSION_TOKEN_INVALID', 'en') });
    expect(await available(u.id)).toBe('0.000000');
  });

  it('validates the top-up amount exactly', async () => {
    const u = await newUser();
    const cases: [string, string][] = [
      ['', 'Please enter the deposit amount'],
      ['abc', 'The deposit amount is not a valid number'],
      ['1e3', 'The deposit amount is not a valid number'],
      ['-5', 'The deposit amount must be greater than 0'],
      ['10.005', 'The deposit amount may have at most 2 decimal places'],
      ['0.99', 'The deposit amount is below the minimum'],
      ['10000.01', 'The deposit amount is above the maximum'],
    ];
    const before = fake.requests.length;
    for (const [amount, msg] of cases) expect([amount, (await topUp(u, amount)).msg]).toEqual([amount, msg]);
    expect((await topUp(u, '10', { frenchCurrency: 'EUR' })).msg).toBe('This payment method is not available');
    expect(fake.requests.length).toBe(before);
  });

  it('says so when Stripe refuses, and records nothing paid', async () => {
    const u = await newUser();
    fake.failNext = 1;
    expect(await topUp(u, '10')).toEqual({ code: '1', msg: 'The payment service did not answer, please try again later', data: null });
  });

  it('credits a paid top-up exactly once, with a deposit record; replays change nothing', async () => {
    const u = await newUser();
    const s = await openTopUp(u, '25.5');
    const stripeBefore = await stripeBalance();
    const payload = event(s);
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: 'paid' });
    expect(await available(u.id)).toBe('25.500000');
    expect(await stripeBalance()).toBe(Money.parse(stripeBefore, 'USDT', { allowNegative: true }).sub(Money.parse('25.5')).format());
    // the same event again, and another event for the same session
    expect((await deliver(payload)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await deliver(event(s))).body).toEqual({ received: true, outcome: 'duplicate' });
    expect(await available(u.id)).toBe('25.500000');
    expect(await creditUnder(`stripe:${s.id}:topup`)).toHaveLength(2);

    const list = await act(t.http, 'rechargeBlockchain!list', {}, { token: u.token });
    expect(list.data.totalElements).toBe(1);
    expect(list.data.elements[0]).toMatchObject({ state: 1, amount: '25.50', volume: 25.5, coin: 'USDT', blockchain_name: 'Stripe' });
    const detail = await act(t.http, 'rechargeBlockchain!get', { order_no: list.data.elements[0].order_no }, { token: u.token });
    expect(detail.data).toMatchObject({ state: 1, tx: s.id });
    expect(await t.app.get(PaymentService).find(String(s.client_reference_id))).toMatchObject({
      status: 'paid',
      paymentRef: expect.stringMatching(/^pi_test_/),
    });
  });

  it('credits once under 10 concurrent deliveries', async () => {
    const u = await newUser();
    const s = await openTopUp(u, '100');
    const payload = event(s);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(i % 2 ? payload : event(s))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.outcome === 'paid')).toHaveLength(1);
    expect(answers.filter((a) => a.body.outcome === 'duplicate')).toHaveLength(9);
    expect(await available(u.id)).toBe('100.000000');
    expect(await creditUnder(`stripe:${s.id}:topup`)).toHaveLength(2);
    expect((await act(t.http, 'rechargeBlockchain!list', {}, { token: u.token })).data.totalElements).toBe(1);
  });

  it('answers 400 to a bad signature and moves nothing', async () => {
    const u = await newUser();
    const s = await openTopUp(u, '50');
    const payload = event(s);
    const good = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const refusals = [
      await deliver(payload, 'whsec_another_secret_0000'),
      await deliver(payload.replace('"amount_total":5000', '"amount_total":5000 '), WEBHOOK_SECRET, good), // body changed after signing
      await deliver(payload, WEBHOOK_SECRET, stale),
      await deliver(payload, WEBHOOK_SECRET, 't=1,v1=deadbeef'),
      await request(t.http).post('/v1/payments/stripe/webhook').set('content-type', 'application/json').send(payload), // no header
    ];
    for (const r of refusals) {
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('PAYMENT_WEBHOOK_INVALID');
    }
    expect(await available(u.id)).toBe('0.000000');
    expect(await t.app.get(PaymentService).find(String(s.client_reference_id))).toMatchObject({ status: 'open' });
    // the genuine one still works afterwards
    expect((await deliver(payload, WEBHOOK_SECRET, good)).body.outcome).toBe('paid');
    expect(await available(u.id)).toBe('50.000000');
  });

  it('refuses a payment whose amount or currency differs from what was recorded', async () => {
    const u = await newUser();
    const s = await openTopUp(u, '30');
    expect((await deliver(event(s, { amount_total: 2999 }))).body.outcome).toBe('refused');
    expect(await available(u.id)).toBe('0.000000');
    expect(await t.app.get(PaymentService).find(String(s.client_reference_id))).toMatchObject({
      status: 'refused',
      refusal: 'paid 2999 usd, expected 3000 usd',
    });
    // a later correct-looking event does not reopen it
    expect((await deliver(event(s))).body.outcome).toBe('duplicate');
    expect(await available(u.id)).toBe('0.000000');

    const v = await newUser();
    const s2 = await openTopUp(v, '30');
    expect((await deliver(event(s2, { currency: 'eur' }))).body.outcome).toBe('refused');
    expect(await available(v.id)).toBe('0.000000');
  });

  it('ignores other events and unpaid completions with 200; pays on async success', async () => {
    const u = await newUser();
    const s = await openTopUp(u, '12');
    expect((await deliver(event(s, {}, 'payment_intent.created'))).body).toEqual({ received: true, outcome: 'ignored' });
    expect((await deliver(event(s, { payment_status: 'unpaid' }))).body.outcome).toBe('ignored');
    expect(await available(u.id)).toBe('0.000000');
    expect((await deliver(event(s, {}, 'checkout.session.async_payment_succeeded'))).body.outcome).toBe('paid');
    expect(await available(u.id)).toBe('12.000000');
    // a session that is not ours (another system on the same Stripe account)
    expect((await deliver(event({ ...s, id: 'cs_test_foreign', client_reference_id: null }))).body.outcome).toBe('unknown');
  });

  it('routes PHP_recharge2 to Stripe when the operator says so, keeping the return page on our origin', async () => {
    const u = await newUser();
    const r = await act(
      t.http,
      'thirdPartyRecharge!PHP_recharge2',
      { session_token: await token(u), amount: '15', pageUrl: `${ORIGIN}/wap/money?x=1` },
      { token: u.token },
    );
    expect(r.code).toBe('0');
    expect(fake.requests[fake.requests.length - 1].form.success_url).toBe(`${ORIGIN}/wap/money?x=1`);
    const evil = await act(
      t.http,
      'thirdPartyRecharge!PHP_recharge2',
      { session_token: await token(u), amount: '15', pageUrl: 'https://evil.example/steal' },
      { token: u.token },
    );
    expect(evil.code).toBe('0');
    expect(fake.requests[fake.requests.length - 1].form.success_url).toBe(`${ORIGIN}/userInfo/money-package`);
    expect((await act(t.http, 'thirdPartyRecharge!PHP_recharge3', { amount: '15' }, { token: u.token })).msg).toBe(
      'This payment method is not open in your region',
    );
  });

  it("order checkout: only the caller's own unpaid orders, behind a buyer session", async () => {
    const u = await newUser();
    const noAuth = await request(t.http)
      .post('/v1/payments/orders/checkout')
      .send({ orderIds: ['SC20260101000000000000001'] });
    expect(noAuth.status).toBe(401);
    const bogus = await request(t.http)
      .post('/v1/payments/orders/checkout')
      .set('authorization', `Bearer ${u.token}`)
      .send({ orderIds: ['SC20260101000000000000001'] });
    expect(bogus.status).toBe(409);
    expect(bogus.body.error.code).toBe('PAYMENT_ORDERS_NOT_PAYABLE');
    for (const orderIds of [[], 'SC20260101000000000000001', [1], ["' or 1=1"]]) {
      const r = await request(t.http).post('/v1/payments/orders/checkout').set('authorization', `Bearer ${u.token}`).send({ orderIds });
      expect([orderIds, r.status]).toEqual([orderIds, 409]);
    }
  });

  describe('paying orders by card', () => {
    let seller: string;
    let seq = 0;
    /** An unpaid order of `userId` written straight to the table (the order module's own tests cover submit). */
    const makeOrder = async (userId: string, micro: { prizeReal: bigint; fees: bigint; tax: bigint }) => {
      const id = `SC20261121103000${String(Date.now() % 1000).padStart(3, '0')}${String(++seq).padStart(6, '0')}`;
      await t.app.get(DataSource).query(
        `insert into orders (id, user_id, seller_id, status, pay_status, prize_original, prize_real, fees, tax, goods_count)
         values ($1, $2, $3, 0, 0, $4, $4, $5, $6, 1)`,
        [id, userId, seller, micro.prizeReal.toString(), micro.fees.toString(), micro.tax.toString()],
      );
      return id;
    };
    const orderRow = async (id: string) =>
      (await t.app.get(DataSource).query(`select status, pay_status, payment_method, payment_ref from orders where id = $1`, [id]))[0];
    const escrow = async () => (await t.app.get(LedgerService).balance(LedgerAccounts.system('escrow:orders'))).minor;
    const checkout = (u: User, orderIds: unknown) =>
      request(t.http).post('/v1/payments/orders/checkout').set('authorization', `Bearer ${u.token}`).send({ orderIds });

    beforeAll(async () => {
      seller = (await t.app.get(DataSource).query(`insert into sellers (name) values ('Card Test Store') returning id`))[0].id;
    });

    it('charges the server-computed total (rounded up to the cent) and pays the orders into escrow exactly once', async () => {
      const u = await newUser();
      const a = await makeOrder(u.id, { prizeReal: 19_990_000n, fees: 2_500_005n, tax: 750_000n }); // 23.240005
      const b = await makeOrder(u.id, { prizeReal: 5_000_000n, fees: 0n, tax: 0n }); // 5
      const r = await checkout(u, [a, b, a]);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) });
      const sent = fake.requests[fake.requests.length - 1].form;
      expect(sent).toMatchObject({
        'line_items[0][price_data][unit_amount]': '2825',
        success_url: `${ORIGIN}/paySuccess?orderId=${[a, b].sort().join(',')}`,
      });
      const s = fake.sessions.get(/cs_test_\w+$/.exec(r.body.url)![0])!;
      const escrowBefore = await escrow();
      const payload = event(s);
      const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
      expect(answers.map((x) => x.body.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid']);
      expect(await escrow()).toBe(escrowBefore + 28_240_005n);
      for (const id of [a, b])
        expect(await orderRow(id)).toMatchObject({ status: 1, pay_status: 1, payment_method: 'stripe', payment_ref: s.id });
      expect(await available(u.id)).toBe('0.000000');
      // paid now: not payable again
      expect((await checkout(u, [a])).status).toBe(409);
    });

    it("refuses another buyer's orders and orders no longer unpaid", async () => {
      const u = await newUser();
      const v = await newUser();
      const a = await makeOrder(u.id, { prizeReal: 1_000_000n, fees: 0n, tax: 0n });
      expect((await checkout(v, [a])).status).toBe(409);
      const before = fake.requests.length;
      await t.app.get(DataSource).query(`update orders set status = -1 where id = $1`, [a]);
      expect((await checkout(u, [a])).status).toBe(409);
      expect(fake.requests.length).toBe(before);
    });

    it('sends the money to the buyer wallet when the order was cancelled before the payment arrived', async () => {
      const u = await newUser();
      const a = await makeOrder(u.id, { prizeReal: 7_000_000n, fees: 500_000n, tax: 0n });
      const r = await checkout(u, [a]);
      const s = fake.sessions.get(/cs_test_\w+$/.exec(r.body.url)![0])!;
      await t.app.get(DataSource).query(`update orders set status = -1, pay_status = -1 where id = $1`, [a]);
      const escrowBefore = await escrow();
      expect((await deliver(event(s))).body.outcome).toBe('paid');
      expect(await escrow()).toBe(escrowBefore);
      expect(await available(u.id)).toBe('7.500000');
      expect((await deliver(event(s))).body.outcome).toBe('duplicate');
      expect(await available(u.id)).toBe('7.500000');
    });
  });

  it('leaves the ledger consistent', async () => {
    const report = await t.app.get(LedgerReconciler).run();
    expect(report.ok).toBe(true);
  });
});
