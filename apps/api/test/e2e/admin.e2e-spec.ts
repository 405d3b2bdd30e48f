import request from 'supertest';
import { DataSource } from 'typeorm';
import { LedgerService } from '../../src/modules/ledger';
import { act, registerUser } from '../support/act';
import { createOperator, independence, ROOT, rootEnv } from '../support/admin';
import { bearer, operatorToken } from '../support/bearer';
import { configureNetwork } from '../support/chain';
import { operatorCredit, userIdOf } from '../support/ledger';
import { startHttpApp } from '../support/test-app';
import { TEST_HOT_WALLET_KEY, openWithdrawals } from '../support/withdraw';

const NOWHERE = 'http://127.0.0.1:9/'; // payouts are tried against nothing here (the anvil spec pays for real)
const SAFEWORD = '246810';
const DEST = '0x52908400098527886E0F7030069857D2E4169EE7';
const OTHER = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

describe('operator REST API /v1/admin (+ OpenAPI at /docs)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let root: string;
  let finance1: string;
  let finance2: string;
  let support: string;

  const login = (username: string, password: string) => request(t.http).post('/v1/admin/login').send({ username, password });
  const as = (token: string, ip?: string) => bearer(t.http, token, ip);
  const tokenOf = (username: string, password: string) => operatorToken(t.http, username, password);
  const auditCount = async (action?: string) =>
    (await ds.query(`select count(*)::int as n from audit_log where ($1::text is null or action = $1)`, [action ?? null]))[0].n as number;

  type User = Awaited<ReturnType<typeof registerUser>> & { id: string };
  const buyer = async (balance: string): Promise<User> => {
    const u = await registerUser(t.http);
    const user = { ...u, id: await userIdOf(t.app, u.token) };
    await operatorCredit(t.app, user.id, balance);
    expect((await act(t.http, 'user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, { token: u.token })).code).toBe('0');
    expect(
      (
        await act(
          t.http,
          'user!bindWithdrawAddress',
          { blockchain_name: 'ERC20', coin: 'USDT', channel_address: DEST, safeword: SAFEWORD },
          { token: u.token },
        )
      ).code,
    ).toBe('0');
    return user;
  };
  const withdraw = async (u: User, amount: string): Promise<string> => {
    const open = await act(t.http, 'withdraw!withdraw_open', {}, { token: u.token });
    const r = await act(
      t.http,
      'withdraw!apply',
      { session_token: open.data.session_token, amount, from: DEST, channel: 'USDT', safeword: SAFEWORD },
      { token: u.token },
    );
    expect(r.code).toBe('0');
    return r.data.order_no;
  };
  const money = async (u: User) => (await act(t.http, 'wallet!getUsdt', {}, { token: u.token })).data as { money: number; frozen: number };

  beforeAll(async () => {
    t = await startHttpApp({
      ...rootEnv(ROOT),
      CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY,
      CHAIN_PAYOUT_INTERVAL_MS: '3600000',
      RATE_LIMIT_ADMIN_LOGIN_PER_MIN: '60',
      TRUST_PROXY: 'loopback', // approvals from different origins (X-Forwarded-For from supertest's loopback)
    });
    ds = t.app.get(DataSource);
    await configureNetwork(t.app, 'ethereum', { rpc_url: NOWHERE });
    await openWithdrawals(t.app, 'ethereum', '50000000'); // above 50 USDT: two operators
  }, 60_000);
  afterAll(() => t.close());

  describe('OpenAPI', () => {
    it('serves the document at /docs/json and the UI at /docs', async () => {
      const doc = await request(t.http).get('/docs/json');
      expect(doc.status).toBe(200);
      expect(doc.body.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.body.paths)).toEqual(
        expect.arrayContaining([
          '/v1/admin/login',
          '/v1/admin/deposits',
          '/v1/admin/deposits/{orderNo}/approve',
          '/v1/admin/withdrawals',
          '/v1/admin/withdrawals/{orderNo}/approve',
          '/v1/admin/withdrawals/{orderNo}/reject',
          '/v1/admin/users/{userId}/withdraw-address/reset',
          '/v1/admin/users/{userId}/ledger',
          '/v1/admin/reconciliation',
          '/v1/admin/audit',
        ]),
      );
      expect(doc.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(doc.body.components.schemas.ErrorBody).toBeDefined();
      const ui = await request(t.http).get('/docs');
      expect(ui.status).toBe(200);
      expect(ui.headers['content-type']).toMatch(/text\/html/);
      expect(ui.text).toContain('swagger-ui-bundle.js');
      expect((await request(t.http).get('/docs/swagger-ui-bundle.js')).status).toBe(200);
      expect((await request(t.http).get('/docs/mall-init.js')).text).toContain("url: '/docs/json'");
    });
  });

  describe('sign-in and operators', () => {
    it('seeds the first operator from ADMIN_USERNAME / ADMIN_PASSWORD, once', async () => {
      const rows = await ds.query(`select username, roles from admin_users`);
      expect(rows).toEqual([{ username: ROOT.username, roles: ['superadmin'] }]);
      expect(await auditCount('admin.seed')).toBe(1);
    });

    it('logs in with a bearer token; wrong or unknown credentials answer 401 alike, without details', async () => {
      const ok = await login(ROOT.username, ROOT.password);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: expect.any(String),
        admin: {
          id: expect.any(String),
          username: ROOT.username,
          roles: ['superadmin'],
          disabled: false,
          createdAt: expect.any(String),
          lastLoginAt: null,
          mustChangePassword: false, // ADMIN_PASSWORD given: no forced change
        },
      });
      root = ok.body.token;
      const me = await as(root).get('/v1/admin/me');
      expect(me.body).toEqual({ id: ok.body.admin.id, username: ROOT.username, roles: ['superadmin'], mustChangePassword: false });

      const wrong = await login(ROOT.username.toUpperCase(), 'not-the-password-0');
      const unknown = await login('nobody-here', 'not-the-password-0');
      for (const r of [wrong, unknown]) {
        expect(r.status).toBe(401);
        expect(r.body).toEqual({ error: { code: 'AUTH_BAD_CREDENTIALS', message: 'Incorrect account or password' } });
      }
      const bad = await request(t.http).post('/v1/admin/login').send({ username: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: { code: 'COMMON_INVALID_PARAM', message: 'Invalid parameter: password' } });
      const junk = await request(t.http).post('/v1/admin/login').set('content-type', 'application/json').send('{"username": ');
      expect([junk.status, junk.body]).toEqual([400, { error: { code: 'COMMON_INVALID_PARAM', message: 'Invalid parameter: request' } }]);
      const zh = await request(t.http).post('/v1/admin/login?lang=cn').send({ username: 'nobody-here', password: 'x' });
      expect(zh.body.error).toEqual({ code: 'AUTH_BAD_CREDENTIALS', message: expect.any(String) });
      expect(zh.body.error.message).not.toBe('Incorrect account or password');
    });

    it('locks a username after 3 wrong passwords, like users (then the right one waits too)', async () => {
      const victim = { username: 'lock-me', password: 'lock-me-password-1' };
      expect((await as(root).post('/v1/admin/admins', { ...victim, roles: ['support'] })).status).toBe(201);
      expect((await login(victim.username, 'wrong-password-001')).status).toBe(401);
      expect((await login(victim.username, 'wrong-password-002')).status).toBe(401);
      const third = await login(victim.username, 'wrong-password-003');
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('AUTH_LOCKED_MINUTES');
      const right = await login(victim.username, victim.password);
      expect(right.status).toBe(429);
      expect(await auditCount('admin.login_failed')).toBeGreaterThanOrEqual(5);
    });

    it('refuses requests without a valid bearer token', async () => {
      for (const auth of [undefined, 'Bearer nope', `Bearer ${'x'.repeat(43)}`, `Basic ${root}`]) {
        const req = request(t.http).get('/v1/admin/withdrawals');
        const r = await (auth ? req.set('authorization', auth) : req);
        expect([auth, r.status, r.body]).toEqual([auth, 401, { error: { code: 'ADMIN_AUTH_REQUIRED', message: 'Please log in first' } }]);
      }
    });

    it('a superadmin creates operators with roles; bad input is refused', async () => {
      const mk = (username: string, roles: string[], password = `${username}-password-1`) =>
        as(root).post('/v1/admin/admins', { username, password, roles });
      const op = (username: string, roles: string[]) =>
        createOperator(t.http, root, { username, password: `${username}-password-1`, roles });
      finance1 = (await op('finance-one', ['finance'])).token;
      finance2 = (await op('finance-two', ['finance'])).token;
      support = (await op('support-one', ['support'])).token;
      expect((await as(root).get('/v1/admin/admins')).body.find((a: { username: string }) => a.username === 'finance-one')).toMatchObject({
        roles: ['finance'],
        disabled: false,
        mustChangePassword: false, // changed at the first sign-in
      });
      expect((await mk('finance-one', ['finance'])).body.error.code).toBe('AUTH_USERNAME_TAKEN');
      expect((await mk('finance-one', ['finance'])).status).toBe(409);
      expect((await mk('short-pass', ['finance'], 'short')).body.error.code).toBe('ADMIN_PASSWORD_WEAK');
      expect((await mk('Bad Name!', ['finance'])).body.error.code).toBe('ADMIN_USERNAME_INVALID');
      expect((await mk('role-less', ['owner'])).body.error.code).toBe('ADMIN_ROLES_INVALID');
      expect(
        (await as(finance1).post('/v1/admin/admins', { username: 'sneaky', password: 'sneaky-password-1', roles: ['superadmin'] })).status,
      ).toBe(403);
      expect((await as(root).get('/v1/admin/admins')).body.map((a: { username: string }) => a.username)).toEqual(
        expect.arrayContaining(['root-admin', 'finance-one', 'finance-two', 'support-one']),
      );
    });
  });

  describe('deposits to review', () => {
    const claim = async (userId: string, orderNo: string, amount: string) =>
      ds.query(
        `insert into recharge_orders (order_no, user_id, kind, coin, blockchain_name, chain, channel_address, from_address, volume, amount, img, state)
         values ($1, $2, 'manual', 'USDT', 'TRC20', 'tron', 'TXyz', 'payer', $3, $3, '/uploads/proof.png', 0)`,
        [orderNo, userId, amount],
      );

    it('lists pending claims; finance approves (credit once) or rejects; support may only look', async () => {
      const u = await registerUser(t.http);
      const userId = await userIdOf(t.app, u.token);
      await claim(userId, '26010100000000000001', '25500000');
      await claim(userId, '26010100000000000002', '1000000');

      const list = await as(support).get('/v1/admin/deposits?size=50');
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ page: 1, size: 50, total: 2 });
      expect(list.body.items[0]).toEqual({
        orderNo: '26010100000000000001',
        userId,
        username: u.email,
        coin: 'USDT',
        blockchainName: 'TRC20',
        channelAddress: 'TXyz',
        fromAddress: 'payer',
        tx: '',
        amount: '25.500000',
        img: '/uploads/proof.png',
        requiredApprovals: 1,
        firstApprover: null,
        createdAt: expect.any(String),
      });
      expect((await as(support).post('/v1/admin/deposits/26010100000000000001/approve')).status).toBe(403);

      const ok = await as(finance1).post('/v1/admin/deposits/26010100000000000001/approve');
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({
        orderNo: '26010100000000000001',
        state: 'credited',
        approvals: 1,
        requiredApprovals: 1,
        transferId: expect.any(String),
      });
      const again = await as(finance2).post('/v1/admin/deposits/26010100000000000001/approve');
      expect([again.status, again.body.error.code]).toEqual([409, 'RECHARGE_ORDER_NOT_PENDING']);
      expect((await act(t.http, 'wallet!getUsdt', {}, { token: u.token })).data.money).toBe(25.5);

      const noReason = await as(finance1).post('/v1/admin/deposits/26010100000000000002/reject', { reason: ' ' });
      expect([noReason.status, noReason.body.error.code]).toEqual([400, 'RECHARGE_REJECT_REASON_REQUIRED']);
      const rej = await as(finance1).post('/v1/admin/deposits/26010100000000000002/reject', { reason: 'no such payment' });
      expect(rej.body).toEqual({ orderNo: '26010100000000000002', state: 'rejected' });
      const rec = await act(t.http, 'rechargeBlockchain!get', { order_no: '26010100000000000002' }, { token: u.token });
      expect(rec.data).toMatchObject({ state: 2, failure_msg: 'no such payment' });
      expect((await as(finance1).get('/v1/admin/deposits')).body.total).toBe(0);
      const missing = await as(finance1).post('/v1/admin/deposits/26010199999999999999/approve');
      expect([missing.status, missing.body.error.code]).toEqual([404, 'RECHARGE_ORDER_NOT_FOUND']);
      expect(await auditCount('deposit.approve')).toBe(1);
      expect(await auditCount('deposit.reject')).toBe(1);
    });
  });

  describe('withdrawals to review', () => {
    it('two DIFFERENT finance operators approve above the threshold; support cannot approve', async () => {
      const u = await buyer('500');
      const no = await withdraw(u, '100');
      const list = await as(support).get('/v1/admin/withdrawals');
      expect(list.status).toBe(200);
      const row = list.body.items.find((w: { orderNo: string }) => w.orderNo === no);
      expect(row).toMatchObject({
        orderNo: no,
        userId: u.id,
        username: u.email,
        to: DEST,
        amount: '100.000000',
        fee: '1.000000',
        arrival: '99.000000',
        feeRate: '0.01',
        state: 'pending_review',
        requiredApprovals: 2,
        firstApprover: null,
        txHash: null,
      });

      const denied = await as(support).post(`/v1/admin/withdrawals/${no}/approve`);
      expect([denied.status, denied.body]).toEqual([
        403,
        { error: { code: 'ADMIN_FORBIDDEN', message: 'You do not have permission for this action' } },
      ]);

      const before = await auditCount();
      const first = await as(finance1).post(`/v1/admin/withdrawals/${no}/approve`);
      expect(first.body).toEqual({ orderNo: no, state: 'pending_review', approvals: 1, requiredApprovals: 2 });
      expect(await auditCount()).toBe(before + 1);
      const twice = await as(finance1).post(`/v1/admin/withdrawals/${no}/approve`);
      expect([twice.status, twice.body.error.code]).toEqual([409, 'WITHDRAW_SAME_APPROVER']);
      expect(await auditCount()).toBe(before + 1); // a refused decision leaves no audit row
      // issue 14 item 3: the second approver must be independent of the first — finance-two is brand new
      // and approves from the first approval's origin: it does not count (audited with the reasons)
      const approveFrom = (token: string, ip: string) => as(token, ip).post(`/v1/admin/withdrawals/${no}/approve`);
      const notYet = await approveFrom(finance2, '127.0.0.1');
      expect([notYet.status, notYet.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
      await ds.query(`update admin_users set created_at = now() - interval '8 days' where username = 'finance-two'`);
      const sameOrigin = await approveFrom(finance2, '127.0.0.1');
      expect([sameOrigin.status, sameOrigin.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
      expect((await as(support).get(`/v1/admin/withdrawals/${no}`)).body).toMatchObject({ state: 'pending_review', secondApprover: null });
      const second = await approveFrom(finance2, '10.20.30.40');
      expect(second.body).toEqual({ orderNo: no, state: 'approved', approvals: 2, requiredApprovals: 2 });
      const late = await as(root).post(`/v1/admin/withdrawals/${no}/approve`);
      expect([late.status, late.body.error.code]).toEqual([409, 'WITHDRAW_ORDER_NOT_PENDING']);

      const detail = await as(finance1).get(`/v1/admin/withdrawals/${no}`);
      expect(detail.body).toMatchObject({ orderNo: no, requiredApprovals: 2, reviewedAt: expect.any(String) });
      expect(detail.body.firstApprover).not.toBe(detail.body.secondApprover);
      expect(['approved', 'broadcasting']).toContain(detail.body.state); // the payout job cannot reach a node here
      const audits = await ds.query(`select action, details from audit_log where target = $1 order by id`, [no]);
      const [f1] = await ds.query(`select id from admin_users where username = 'finance-one'`);
      expect(audits.map((a: { action: string }) => a.action)).toEqual([
        'withdraw.approve_first',
        'withdraw.approve_not_counted',
        'withdraw.approve_not_counted',
        'withdraw.approve',
      ]);
      expect(audits[0].details).toEqual({ approvals: 1, requiredApprovals: 2 });
      expect(audits[1].details).toEqual({
        approvals: 1,
        requiredApprovals: 2,
        independence: independence(
          f1.id,
          ['account_too_new', 'same_origin_as_first_approval'],
          audits[1].details.independence.checks.accountAgeDays,
          true,
        ),
      });
      expect(audits[1].details.independence.checks.accountAgeDays).toBeLessThan(1);
      expect(audits[2].details.independence).toEqual(independence(f1.id, ['same_origin_as_first_approval'], 8, true));
      expect(audits[3].details).toEqual({ approvals: 2, requiredApprovals: 2, independence: independence(f1.id, [], 8, false) });
      // Operators see the user only through the queue, and the buyer sees the review time.
      expect((await act(t.http, 'withdraw!get', { order_no: no }, { token: u.token })).data).toMatchObject({ state: 0, stage: 'approved' });
    });

    it('a superadmin cannot approve twice through an operator it created (issue 14 item 3)', async () => {
      const { token: solo } = await createOperator(t.http, root, {
        username: 'solo-finance',
        password: 'solo-finance-password-1',
        roles: ['finance'],
      });
      await ds.query(`update admin_users set created_at = now() - interval '30 days' where username = 'solo-finance'`);
      const u = await buyer('500');
      const no = await withdraw(u, '100');
      const approveFrom = (token: string, ip: string) => as(token, ip).post(`/v1/admin/withdrawals/${no}/approve`);
      expect((await approveFrom(root, '10.1.1.1')).body.state).toBe('pending_review');
      const r = await approveFrom(solo, '10.1.1.2');
      expect([r.status, r.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
      const [row] = await ds.query(`select details from audit_log where target = $1 and action = 'withdraw.approve_not_counted'`, [no]);
      expect(row.details.independence).toMatchObject({
        counted: false,
        reasons: ['created_by_first_approver'],
        checks: { notCreatedByFirst: false, otherOriginThanFirst: true },
      });
      // every operator here was created by the first approver (root): none can give the second approval
      await ds.query(`update admin_users set created_at = now() - interval '30 days' where username = 'finance-one'`);
      expect((await approveFrom(finance1, '10.1.1.3')).body.error.code).toBe('ADMIN_APPROVER_NOT_INDEPENDENT');
      expect((await as(support).get(`/v1/admin/withdrawals/${no}`)).body).toMatchObject({ state: 'pending_review', secondApprover: null });
    });

    it('one approval suffices at or below the threshold', async () => {
      const u = await buyer('100');
      const no = await withdraw(u, '50');
      expect((await as(finance2).post(`/v1/admin/withdrawals/${no}/approve`)).body).toEqual({
        orderNo: no,
        state: 'approved',
        approvals: 1,
        requiredApprovals: 1,
      });
    });

    it('rejecting unfreezes the amount and shows the reason to the user', async () => {
      const u = await buyer('300');
      const no = await withdraw(u, '120');
      expect(await money(u)).toMatchObject({ money: 180, frozen: 120 });
      const noReason = await as(finance1).post(`/v1/admin/withdrawals/${no}/reject`, {});
      expect([noReason.status, noReason.body.error.code]).toEqual([400, 'COMMON_INVALID_PARAM']);
      const blank = await as(finance1).post(`/v1/admin/withdrawals/${no}/reject`, { reason: '   ' });
      expect(blank.body.error.code).toBe('WITHDRAW_REASON_REQUIRED');
      expect((await as(support).post(`/v1/admin/withdrawals/${no}/reject`, { reason: 'x' })).status).toBe(403);
      const ok = await as(finance1).post(`/v1/admin/withdrawals/${no}/reject`, { reason: 'Destination flagged by compliance' });
      expect(ok.body).toEqual({ orderNo: no, state: 'rejected' });
      expect(await money(u)).toMatchObject({ money: 300, frozen: 0 });
      const mine = await act(t.http, 'withdraw!get', { order_no: no }, { token: u.token });
      expect(mine.data).toMatchObject({
        state: 2,
        stage: 'rejected',
        failure_msg: 'Destination flagged by compliance',
        reviewTime: expect.stringMatching(/\d/),
      });
      const again = await as(finance2).post(`/v1/admin/withdrawals/${no}/reject`, { reason: 'again' });
      expect([again.status, again.body.error.code]).toEqual([409, 'WITHDRAW_ORDER_NOT_PENDING']);
      expect((await as(finance2).post(`/v1/admin/withdrawals/${no}/approve`)).status).toBe(409);
      expect(await money(u)).toMatchObject({ money: 300, frozen: 0 }); // unfrozen exactly once
      const ledger = t.app.get(LedgerService);
      expect((await ledger.findTransfer(`withdraw:${no}:freeze`))?.kind).toBe('withdraw.freeze');
      expect((await ledger.findTransfer(`withdraw:${no}:unfreeze`))?.metadata).toMatchObject({ reason: 'rejected' });
      expect(await ledger.findTransfer(`withdraw:${no}:settle`)).toBeNull();
      const missing = await as(finance1).post('/v1/admin/withdrawals/26010199999999999999/reject', { reason: 'x' });
      expect([missing.status, missing.body.error.code]).toEqual([404, 'WITHDRAW_ORDER_NOT_FOUND']);
    });

    it("resets a user's withdrawal address (finance only, audited); the user binds a new one", async () => {
      const u = await buyer('10');
      expect((await as(support).post(`/v1/admin/users/${u.id}/withdraw-address/reset`, { reason: 'lost wallet' })).status).toBe(403);
      const r = await as(finance1).post(`/v1/admin/users/${u.id}/withdraw-address/reset`, { reason: 'lost wallet, ticket 77' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ chain: 'ethereum', address: DEST });
      const again = await as(finance1).post(`/v1/admin/users/${u.id}/withdraw-address/reset`, { reason: 'twice' });
      expect([again.status, again.body.error.code]).toEqual([404, 'WITHDRAW_ADDRESS_NOT_BOUND']);
      expect((await act(t.http, 'withdraw!withdraw_open', {}, { token: u.token })).data.existWithdrawAddress).toBe('');
      const rebind = await act(
        t.http,
        'user!bindWithdrawAddress',
        { blockchain_name: 'ERC20', coin: 'USDT', channel_address: OTHER },
        { token: u.token },
      );
      expect(rebind.code).toBe('0');
      expect((await act(t.http, 'withdraw!withdraw_open', {}, { token: u.token })).data.existWithdrawAddress).toBe(OTHER);
      const [row] = await ds.query(`select action, details from audit_log where action = 'withdraw.address_reset' and target = $1`, [u.id]);
      expect(row).toEqual({
        action: 'withdraw.address_reset',
        details: { chain: 'ethereum', address: DEST, reason: 'lost wallet, ticket 77' },
      });
    });
  });

  describe("users' money, reconciliation, audit log", () => {
    it("pages a user's ledger statement (available or frozen)", async () => {
      const u = await buyer('80');
      const no = await withdraw(u, '30');
      const avail = await as(support).get(`/v1/admin/users/${u.id}/ledger?size=10`);
      expect(avail.status).toBe(200);
      expect(avail.body).toMatchObject({ account: 'available', page: 1, size: 10, total: 2 });
      expect(
        avail.body.items.map((l: { kind: string; amount: string; balanceAfter: string }) => [l.kind, l.amount, l.balanceAfter]),
      ).toEqual([
        ['withdraw.freeze', '-30.000000', '50.000000'],
        ['operator.adjustment', '80.000000', '80.000000'],
      ]);
      const frozen = await as(finance1).get(`/v1/admin/users/${u.id}/ledger?account=frozen`);
      expect(frozen.body.items).toEqual([
        expect.objectContaining({ kind: 'withdraw.freeze', amount: '30.000000', idempotencyKey: `withdraw:${no}:freeze` }),
      ]);
      expect((await as(finance1).get(`/v1/admin/users/not-a-uuid/ledger`)).status).toBe(400);
      expect((await as(finance1).get(`/v1/admin/users/${u.id}/ledger?account=escrow`)).body.error.code).toBe('COMMON_INVALID_PARAM');
    });

    it('runs the reconciler on demand (finance)', async () => {
      expect((await as(support).post('/v1/admin/reconciliation')).status).toBe(403);
      const r = await as(finance1).post('/v1/admin/reconciliation');
      expect(r.status).toBe(200);
      expect(r.body.ok).toBe(true);
      expect(r.body.checks.every((c: { discrepancies: number }) => c.discrepancies === 0)).toBe(true);
    });

    it('the audit log is readable by superadmins only and cannot be changed', async () => {
      expect((await as(finance1).get('/v1/admin/audit')).status).toBe(403);
      const page = await as(root).get('/v1/admin/audit?size=100');
      expect(page.status).toBe(200);
      const actions = new Set(page.body.items.map((e: { action: string }) => e.action));
      for (const a of [
        'admin.seed',
        'admin.login',
        'admin.login_failed',
        'admin.create',
        'deposit.approve',
        'deposit.reject',
        'withdraw.approve_first',
        'withdraw.approve',
        'withdraw.reject',
        'withdraw.address_reset',
        'ledger.view',
        'ledger.reconcile',
      ])
        expect([a, actions.has(a)]).toEqual([a, true]);
      const one = await as(root).get('/v1/admin/audit?action=withdraw.reject');
      expect(
        one.body.items.every((e: { action: string; username: string }) => e.action === 'withdraw.reject' && e.username === 'finance-one'),
      ).toBe(true);
      await expect(ds.query(`update audit_log set action = 'x.y' where id = (select min(id) from audit_log)`)).rejects.toThrow(
        /append-only/,
      );
      await expect(ds.query(`delete from audit_log`)).rejects.toThrow(/append-only/);
      await expect(ds.query(`truncate audit_log`)).rejects.toThrow(/append-only/);
    });
  });

  describe('sessions end', () => {
    it('logout revokes the token; a disabled operator loses every session', async () => {
      const s2 = await tokenOf('support-one', 'support-one-password-1');
      expect((await as(s2).post('/v1/admin/logout')).status).toBe(204);
      expect((await as(s2).get('/v1/admin/me')).status).toBe(401);
      const [{ id }] = await ds.query(`select id from admin_users where username = 'support-one'`);
      const d = await as(root).post(`/v1/admin/admins/${id}/disable`);
      expect(d.body).toMatchObject({ username: 'support-one', disabled: true });
      expect((await as(support).get('/v1/admin/me')).status).toBe(401);
      const relog = await login('support-one', 'support-one-password-1');
      expect([relog.status, relog.body.error.code]).toEqual([403, 'AUTH_USER_DISABLED']);
      const [{ id: rootId }] = await ds.query(`select id from admin_users where username = $1`, [ROOT.username]);
      expect((await as(root).post(`/v1/admin/admins/${rootId}/disable`)).body.error.code).toBe('ADMIN_SELF_DISABLE');
    });

    it('rate-limits logins per IP', async () => {
      let last = 0;
      for (let i = 0; i < 61 && last !== 429; i++) last = (await login(`flood-${i}`, 'whatever-password')).status;
      const r = await login(ROOT.username, ROOT.password);
      expect([r.status, r.body.error.code]).toEqual([429, 'COMMON_TOO_FREQUENT']);
    }, 30_000); // up to 61 logins, each paying a password hash: slow on a busy machine
  });
});
