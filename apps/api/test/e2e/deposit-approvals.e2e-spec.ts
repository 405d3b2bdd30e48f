import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { LedgerReconciler, LedgerService } from '../../src/modules/ledger';
import { registerUser } from '../support/act';
import { createOperator, ROOT, rootEnv } from '../support/admin';
import { bearer, operatorToken } from '../support/bearer';
import { NOWHERE, TEST_TRON_XPUB, configureNetwork } from '../support/chain';
import { manualClaim } from '../support/deposit';
import { userIdOf } from '../support/ledger';
import { startHttpApp } from '../support/test-app';

/**
 * Manual deposit claims above the network's threshold need two independent operators (issue 25
 * item 4), like withdrawals: a finance account minutes old could credit 9,999,999 USDT alone.
 */
describe('two-person approval of manual deposit claims (POST /v1/admin/deposits/{orderNo}/approve)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let ledger: LedgerService;
  let png: Buffer;
  let root: string;
  let finance1: string;
  let finance2: string;
  let finance1Id: string;

  const as = (token: string, ip = '127.0.0.1') => bearer(t.http, token, ip);
  const tokenOf = (username: string, password: string) => operatorToken(t.http, username, password);
  const available = async (userId: string) => (await ledger.userBalances(userId)).available.format();
  const audits = async (orderNo: string) =>
    ds.query(`select action, details from audit_log where target = $1 and action like 'deposit.%' order by id`, [orderNo]);

  /** A new user's manual claim of `amount` USDT on TRC20, through the buyer API: its order number and the user id. */
  const claim = async (amount: string): Promise<{ orderNo: string; userId: string }> => {
    const u = await registerUser(t.http);
    const orderNo = await manualClaim(t.http, u.token, amount, png);
    return { orderNo, userId: await userIdOf(t.app, u.token) };
  };
  const listed = async (orderNo: string) =>
    (await as(finance1).get('/v1/admin/deposits?size=100')).body.items.find((c: { orderNo: string }) => c.orderNo === orderNo);

  beforeAll(async () => {
    t = await startHttpApp({
      ...rootEnv(ROOT),
      CHAIN_TRON_XPUB: TEST_TRON_XPUB,
      RATE_LIMIT_ADMIN_LOGIN_PER_MIN: '60',
      TRUST_PROXY: '1', // approvals from different origins (X-Forwarded-For, one proxy hop)
    });
    ds = t.app.get(DataSource);
    ledger = t.app.get(LedgerService);
    await configureNetwork(t.app, 'tron', { enabled: true, rpc_url: NOWHERE });
    png = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    root = await tokenOf(ROOT.username, ROOT.password);
    const finance = (username: string) =>
      createOperator(t.http, root, { username, password: `${username}-Passw0rd-xyz`, roles: ['finance'] });
    ({ token: finance1, id: finance1Id } = await finance('finance-one'));
    ({ token: finance2 } = await finance('finance-two'));
  }, 60_000);
  afterAll(() => t?.close());

  it('the threshold is per network (default 1,000 USDT); only a superadmin changes it', async () => {
    const tron = (await as(finance1).get('/v1/admin/networks')).body.items.find((n: { id: string }) => n.id === 'tron');
    expect(tron.claimTwoApprovalThreshold).toBe('1000.000000');
    expect((await as(finance1).patch('/v1/admin/networks/tron', { claimTwoApprovalThreshold: '1' })).status).toBe(403);
    const bad = await as(root).patch('/v1/admin/networks/tron', { claimTwoApprovalThreshold: '-1' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'COMMON_INVALID_PARAM']);
    const set = await as(root).patch('/v1/admin/networks/tron', { claimTwoApprovalThreshold: '500' });
    expect([set.status, set.body.claimTwoApprovalThreshold]).toEqual([200, '500.000000']);
    const [row] = await ds.query(
      `select details from audit_log where action = 'network.update' and target = 'tron' order by id desc limit 1`,
    );
    expect(row.details).toEqual({
      before: { claimTwoApprovalThreshold: '1000.000000' },
      after: { claimTwoApprovalThreshold: '500.000000' },
    });
  });

  it('at or below the threshold one approval credits, once', async () => {
    const c = await claim('500');
    expect(await listed(c.orderNo)).toMatchObject({ amount: '500.000000', requiredApprovals: 1, firstApprover: null });
    const ok = await as(finance1).post(`/v1/admin/deposits/${c.orderNo}/approve`);
    expect(ok.body).toEqual({ orderNo: c.orderNo, state: 'credited', approvals: 1, requiredApprovals: 1, transferId: expect.any(String) });
    expect(await available(c.userId)).toBe('500.000000');
    const again = await as(finance2).post(`/v1/admin/deposits/${c.orderNo}/approve`);
    expect([again.status, again.body.error.code]).toEqual([409, 'RECHARGE_ORDER_NOT_PENDING']);
    expect((await audits(c.orderNo)).map((a: { action: string }) => a.action)).toEqual(['deposit.approve']);
  });

  it('above it: the first approval does not credit; the same operator again is refused; a non-independent second does not count; an independent second credits once', async () => {
    const c = await claim('9999999');
    expect(await listed(c.orderNo)).toMatchObject({ amount: '9999999.000000', requiredApprovals: 2, firstApprover: null });

    const first = await as(finance1, '10.4.0.1').post(`/v1/admin/deposits/${c.orderNo}/approve`);
    expect(first.body).toEqual({ orderNo: c.orderNo, state: 'pending_review', approvals: 1, requiredApprovals: 2, transferId: null });
    expect(await available(c.userId)).toBe('0.000000');
    expect(await listed(c.orderNo)).toMatchObject({ requiredApprovals: 2, firstApprover: finance1Id });

    const twice = await request(t.http)
      .post(`/v1/admin/deposits/${c.orderNo}/approve?lang=en`)
      .set('authorization', `Bearer ${finance1}`)
      .send({});
    expect([twice.status, twice.body.error]).toEqual([
      409,
      { code: 'RECHARGE_SAME_APPROVER', message: 'You already approved this deposit: a second, different operator must approve it' },
    ]);

    // finance-two is minutes old: it does not count (audited with the reasons, committed)
    const tooNew = await as(finance2, '10.4.0.2').post(`/v1/admin/deposits/${c.orderNo}/approve`);
    expect([tooNew.status, tooNew.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
    await ds.query(`update admin_users set created_at = now() - interval '8 days' where username = 'finance-two'`);
    // old enough now, but from the first approval's origin: still not counted
    const sameOrigin = await as(finance2, '10.4.0.1').post(`/v1/admin/deposits/${c.orderNo}/approve`);
    expect([sameOrigin.status, sameOrigin.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
    expect(await available(c.userId)).toBe('0.000000');
    expect(await listed(c.orderNo)).toMatchObject({ requiredApprovals: 2, firstApprover: finance1Id });

    const second = await as(finance2, '10.4.0.2').post(`/v1/admin/deposits/${c.orderNo}/approve`);
    expect(second.body).toEqual({
      orderNo: c.orderNo,
      state: 'credited',
      approvals: 2,
      requiredApprovals: 2,
      transferId: expect.any(String),
    });
    expect(await available(c.userId)).toBe('9999999.000000');
    const late = await as(root, '10.4.0.3').post(`/v1/admin/deposits/${c.orderNo}/approve`);
    expect([late.status, late.body.error.code]).toEqual([409, 'RECHARGE_ORDER_NOT_PENDING']);
    expect(await available(c.userId)).toBe('9999999.000000');
    expect(await listed(c.orderNo)).toBeUndefined();

    const rows = await audits(c.orderNo);
    expect(rows.map((a: { action: string }) => a.action)).toEqual([
      'deposit.approve_first',
      'deposit.approve_not_counted',
      'deposit.approve_not_counted',
      'deposit.approve',
    ]);
    expect(rows[1].details.independence).toMatchObject({ counted: false, reasons: ['account_too_new'], firstApprover: finance1Id });
    expect(rows[2].details.independence).toMatchObject({ counted: false, reasons: ['same_origin_as_first_approval'] });
    expect(rows[3].details).toMatchObject({
      approvals: 2,
      requiredApprovals: 2,
      transferId: second.body.transferId,
      independence: { counted: true, reasons: [] },
    });
    const [record] = await ds.query(
      `select state, reviewed_by as "reviewedBy", first_approver as "firstApprover" from recharge_orders where order_no = $1`,
      [c.orderNo],
    );
    expect(record).toEqual({ state: 1, reviewedBy: expect.any(String), firstApprover: finance1Id });
    expect(record.reviewedBy).not.toBe(finance1Id);
  });

  it('a second approval from an operator the first one created does not count', async () => {
    const c = await claim('600');
    const first = await as(root, '10.5.0.1').post(`/v1/admin/deposits/${c.orderNo}/approve`);
    expect(first.body).toMatchObject({ state: 'pending_review', approvals: 1, requiredApprovals: 2 });
    const refused = await as(finance2, '10.5.0.2').post(`/v1/admin/deposits/${c.orderNo}/approve`);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
    expect(await available(c.userId)).toBe('0.000000');
    const [row] = (await audits(c.orderNo)).filter((a: { action: string }) => a.action === 'deposit.approve_not_counted');
    expect(row.details.independence).toMatchObject({ counted: false, reasons: ['created_by_first_approver'] });
    // Any operator may still reject it: nothing was credited.
    const rej = await as(finance1).post(`/v1/admin/deposits/${c.orderNo}/reject`, { reason: 'No such transfer on chain' });
    expect(rej.body).toEqual({ orderNo: c.orderNo, state: 'rejected' });
    expect(await available(c.userId)).toBe('0.000000');
  });

  it('the ledger reconciles clean', async () => {
    expect((await t.app.get(LedgerReconciler).run()).ok).toBe(true);
  });
});
