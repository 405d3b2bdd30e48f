import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { LedgerReconciler, LedgerService } from '../../src/modules/ledger';
import { LoanOverdueProcessor } from '../../src/modules/loan';
import { act, registerUser } from '../support/act';
import { createOperator, independence, ROOT, rootEnv } from '../support/admin';
import { bearer, operatorToken } from '../support/bearer';
import { operatorCredit, userIdOf } from '../support/ledger';
import { startHttpApp } from '../support/test-app';

const SAFEWORD = '246810';
const DAY = 86_400_000;
/** the seeded product: 100,000–30,000,000 USDT, 30/90/180/365 days, 0.05 %/day, 0.1 %/day overdue, two approvers above 1,000,000 */
const AMOUNT = '100000';

describe('credit / loans over HTTP (credit!*, /v1/admin/loans)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let countryId: number;
  let finance1: string;
  let finance2: string;
  let support: string;
  let root: string;

  type User = Awaited<ReturnType<typeof registerUser>> & { id: string };
  const newUser = async (balance?: string): Promise<User> => {
    const u = await registerUser(t.http);
    const user = { ...u, id: await userIdOf(t.app, u.token) };
    if (balance) await operatorCredit(t.app, user.id, balance);
    expect((await act(t.http, 'user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, { token: u.token })).code).toBe('0');
    return user;
  };
  let shade = 0;
  const upload = async (u: User): Promise<string> => {
    shade += 1;
    const img = await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: shade % 255, g: 80, b: 20 } } })
      .png()
      .toBuffer();
    const r = await request(t.http)
      .post('/api/uploadimg!execute.action')
      .field('moduleName', 'credit')
      .field('token', u.token)
      .attach('file', img, { filename: 'id.png', contentType: 'image/png' });
    expect(r.body.code).toBe('0');
    return r.body.data as string;
  };
  const photos = async (u: User) => ({
    imgCertificateFace: await upload(u),
    imgCertificateBack: await upload(u),
    imgCertificateHand: await upload(u),
  });
  const apply = async (u: User, over: Record<string, string | undefined> = {}, lang = 'cn') =>
    act(
      t.http,
      'credit!apply',
      {
        realName: 'Ada Lovelace',
        creditPeriod: '30',
        applyAmount: AMOUNT,
        countryId: String(countryId),
        identification: 'P1234567',
        ...(over.imgCertificateFace === undefined ? await photos(u) : {}),
        ...over,
      },
      { token: u.token, lang, via: 'query' },
    );
  const loanOf = async (u: User): Promise<string> => {
    const h = await act(t.http, 'credit!histroy', { pageNo: 1 }, { token: u.token });
    return h.data.elements[0].id as string;
  };
  const admin = (token: string) => bearer(t.http, token);
  const login = (username: string, password: string) => operatorToken(t.http, username, password);
  const usdt = async (u: User) => (await act(t.http, 'wallet!getUsdt', {}, { token: u.token })).data.money as number;
  /** Move a loan's clock: as if it had been disbursed `days` days ago (plus a minute). */
  const ageLoan = (id: string, days: number) =>
    ds.query(
      `update loans set approved_at = approved_at - $2 * interval '1 millisecond', due_at = due_at - $2 * interval '1 millisecond' where id = $1`,
      [id, days * DAY + 60_000],
    );
  const approvedLoan = async (balance = '1000') => {
    const u = await newUser(balance === '0' ? undefined : balance);
    expect((await apply(u)).code).toBe('0');
    const id = await loanOf(u);
    const r = await admin(finance1).post(`/v1/admin/loans/${id}/approve`);
    expect(r.status).toBe(200);
    return { u, id };
  };

  beforeAll(async () => {
    t = await startHttpApp({
      ...rootEnv(ROOT),
      RATE_LIMIT_ADMIN_LOGIN_PER_MIN: '60',
      TRUST_PROXY: 'loopback', // approvals from different origins (X-Forwarded-For from supertest's loopback)
    });
    ds = t.app.get(DataSource);
    [{ id: countryId }] = await ds.query(`select id from countries where iso2 = 'DE'`);
    root = await login(ROOT.username, ROOT.password);
    const op = async (username: string, roles: string[]) =>
      (await createOperator(t.http, root, { username, password: `${username}-password-9x`, roles })).token;
    finance1 = await op('loan-finance-one', ['finance']);
    finance2 = await op('loan-finance-two', ['finance']);
    support = await op('loan-support-one', ['support']);
  }, 60_000);
  afterAll(() => t.close());

  it('answers 403 to every credit call but config without a session', async () => {
    for (const name of [
      'credit!check',
      'credit!apply',
      'credit!bill',
      'credit!histroy',
      'credit!beforepay',
      'credit!pay',
      'credit!beforereapply',
    ])
      expect([name, (await act(t.http, name, {})).code]).toEqual([name, '403']);
    expect((await act(t.http, 'credit!config', {})).code).toBe('0');
  });

  it('credit!config: the seeded product, rates exact, the APR stated, no upfront fee', async () => {
    const u = await newUser();
    const r = await act(t.http, 'credit!config', {}, { token: u.token });
    expect(r).toEqual({
      code: '0',
      msg: expect.any(String),
      data: {
        amountMin: 100000,
        amountMax: 30000000,
        rate: 0.0005,
        defaultRate: 0.001,
        lendableDays: ['30', '90', '180', '365'],
        allLendableDays: ['7', '14', '30', '60', '90', '180', '365'],
        apr: '18.25',
        upfrontFee: 0,
        rounding: 'down-to-micro',
      },
    });
    expect((await act(t.http, 'credit!check', {}, { token: u.token })).data).toBe('true');
    expect((await act(t.http, 'credit!bill', {}, { token: u.token })).data).toMatchObject({
      applyAmount: 0,
      alreadyCreditDays: 0,
      interest: 0,
      estimatePayment: 0,
      realName: '',
    });
  });

  describe('apply: validation and attacks', () => {
    it('refuses bad amounts, terms, countries and names with the legacy Chinese texts', async () => {
      const u = await newUser();
      const msg = async (over: Record<string, string>) => {
        const r = await apply(u, over);
        expect(r.code).toBe('1');
        return r.msg;
      };
      expect(await msg({ applyAmount: '100000.5' })).toBe('参数异常');
      expect(await msg({ applyAmount: 'abc' })).toBe('参数异常');
      expect(await msg({ applyAmount: '-100000' })).toBe('申请的贷款金额，不在允许的范围内');
      expect(await msg({ applyAmount: '99999' })).toBe('申请的贷款金额，不在允许的范围内');
      expect(await msg({ applyAmount: '30000001' })).toBe('申请的贷款金额，不在允许的范围内');
      expect(await msg({ creditPeriod: '7' })).toBe('贷款天数不在可选范围内');
      expect(await msg({ creditPeriod: 'x' })).toBe('贷款天数不在可选范围内');
      expect(await msg({ countryId: '999999' })).toBe('请选择国家');
      expect(await msg({ realName: '  ' })).toBe('请输入真实姓名');
      expect(await msg({ identification: '<script>' })).toBe('证件号码格式不正确');
      const en = await apply(u, { applyAmount: '1.5' }, 'en');
      expect(en.msg).toBe('Invalid parameter: the amount must be a whole number');
      expect((await act(t.http, 'credit!check', {}, { token: u.token })).data).toBe('true');
    });

    it('refuses photos that are not the caller’s own uploads, repeated or foreign URLs', async () => {
      const u = await newUser();
      const other = await newUser();
      const mine = await photos(u);
      const theirs = await upload(other);
      for (const over of [
        { ...mine, imgCertificateBack: theirs },
        { ...mine, imgCertificateHand: mine.imgCertificateFace },
        { ...mine, imgCertificateFace: 'https://evil.example/x.png' },
        { ...mine, imgCertificateBack: '' },
      ]) {
        const r = await apply(u, over);
        expect([r.code, r.msg]).toEqual(['1', '请上传三张本人的证件照片']);
      }
      // the other user's photo is still theirs and public until THEY apply with it
      expect((await request(t.http).get(new URL(theirs, 'http://x').pathname)).status).toBe(200);
    });

    it('apply once; a second application (also in parallel) is refused; the photos leave the public area', async () => {
      const u = await newUser();
      const set = await photos(u);
      const r = await apply(u, set);
      expect(r).toMatchObject({ code: '0', data: null });
      for (const url of Object.values(set)) expect((await request(t.http).get(new URL(url, 'http://x').pathname)).status).toBe(404);
      expect((await act(t.http, 'credit!check', {}, { token: u.token })).data).toBe('false');
      const again = await apply(u);
      expect([again.code, again.msg]).toEqual(['1', '已有未完成的贷款单，不能重复申请']);

      const v = await newUser();
      const sets = await Promise.all([photos(v), photos(v), photos(v), photos(v)]);
      const results = await Promise.all(sets.map((s) => apply(v, s)));
      expect(results.filter((x) => x.code === '0')).toHaveLength(1);
      expect(results.filter((x) => x.msg === '已有未完成的贷款单，不能重复申请')).toHaveLength(3);
      expect((await ds.query(`select count(*)::int as n from loans where user_id = $1`, [v.id]))[0].n).toBe(1);
    });

    it('histroy: the caller’s loans only, paging B with pageNo, the rate exact and the honest terms', async () => {
      const u = await newUser();
      expect((await apply(u, { creditPeriod: '90' })).code).toBe('0');
      const h = await act(t.http, 'credit!histroy', { pageNo: 1 }, { token: u.token });
      expect(h.data).toEqual({
        elements: [
          {
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            applyAmount: 100000,
            creditPeriod: 90,
            creditRate: 0.0005,
            customerSubmitTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
            status: 1,
            statusStr: '申请中',
            dueTime: '',
            rejectReason: '',
            terms: {
              applyAmount: 100000,
              creditPeriod: 90,
              creditRate: 0.0005,
              defaultRate: 0.001,
              apr: '18.25',
              totalInterest: 4500,
              totalRepayment: 104500,
              lateFeePerDay: 100,
              upfrontFee: 0,
            },
          },
        ],
        pageSize: 10,
        thisPageNumber: 1,
        totalElements: 1,
      });
      expect((await act(t.http, 'credit!histroy', { pageNo: '0' }, { token: u.token, lang: 'cn' })).msg).toBe('页码不能小于等于0');
      const other = await newUser();
      expect((await act(t.http, 'credit!histroy', {}, { token: other.token })).data.totalElements).toBe(0);
    });
  });

  describe('operator review', () => {
    it('queue with documents: photos stream to operators only, never to buyers or the public', async () => {
      const u = await newUser();
      expect((await apply(u)).code).toBe('0');
      const id = await loanOf(u);
      const q = await admin(support).get('/v1/admin/loans');
      expect(q.status).toBe(200);
      const row = q.body.items.find((l: { id: string }) => l.id === id);
      expect(row).toMatchObject({
        status: 1,
        amount: '100000.000000',
        termDays: 30,
        dailyRate: '0.0005',
        apr: '18.25',
        totalInterest: '1500.000000',
        totalRepayment: '101500.000000',
        lateFeePerDay: '100.000000',
        requiredApprovals: 1,
        // the nationality as its ISO code (the console names it in the operator's language), beside the table id
        countryId,
        countryCode: 'DE',
        photos: { face: `/v1/admin/loans/${id}/photos/face`, back: expect.any(String), hand: expect.any(String) },
      });
      expect((await admin(support).get(`/v1/admin/loans/${id}`)).body).toMatchObject({ countryId, countryCode: 'DE' });
      const img = await admin(support).get(row.photos.face);
      expect(img.status).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['cache-control']).toBe('private, no-store');
      expect((await request(t.http).get(row.photos.face)).status).toBe(401);
      expect((await request(t.http).get(row.photos.face).set('authorization', `Bearer ${u.token}`)).status).toBe(401);
      expect((await admin(support).get(`/v1/admin/loans/${id}/photos/passport`)).status).toBe(400);
      const audit = await ds.query(`select count(*)::int as n from audit_log where action = 'loan.photo_view' and target = $1`, [id]);
      expect(audit[0].n).toBe(1);
      // a support operator cannot decide
      expect((await admin(support).post(`/v1/admin/loans/${id}/approve`)).status).toBe(403);
      // beforereapply hands the owner references, never a file URL
      const b = await act(t.http, 'credit!beforereapply', { creditId: id }, { token: u.token });
      expect(b.data).toMatchObject({
        imgCertificateFace: 'loan-photo:face',
        imgCertificateBack: 'loan-photo:back',
        imgCertificateHand: 'loan-photo:hand',
      });
    });

    it('20 parallel approvals → ONE disbursement; the wallet shows the principal; a second approve is "no longer pending"', async () => {
      const u = await newUser();
      expect((await apply(u)).code).toBe('0');
      const id = await loanOf(u);
      const rs = await Promise.all(
        Array.from({ length: 20 }, (_, i) => admin(i % 2 ? finance1 : finance2).post(`/v1/admin/loans/${id}/approve`)),
      );
      expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
      expect(rs.filter((r) => r.status === 409 && r.body.error.code === 'LOAN_NOT_PENDING')).toHaveLength(19);
      const disbursed = await t.app.get(LedgerService).findTransfer(`loan:${id}:disburse`);
      expect(disbursed?.entries.map((e) => e.amount.format()).sort()).toEqual(['-100000.000000', '100000.000000']);
      expect(await usdt(u)).toBe(100000); // the balance proves it moved once
      expect((await t.app.get(LedgerService).balance('loans:receivable')).isNegative()).toBe(true);
      const zh = await request(t.http).post(`/v1/admin/loans/${id}/approve?lang=cn`).set('authorization', `Bearer ${finance1}`);
      expect(zh.body.error.message).toBe('该贷款已不是未审核状态');
      const bill = await act(t.http, 'credit!bill', {}, { token: u.token });
      expect(bill.data).toMatchObject({
        applyAmount: 100000,
        alreadyCreditDays: 1,
        interest: 50,
        estimatePayment: 100050,
        realName: 'Ada Lovelace',
        creditId: id,
        status: 2,
        overdue: false,
      });
    });

    it('above the threshold: two DIFFERENT operators; reject needs a reason; a rejected loan can be re-applied by its owner only', async () => {
      const u = await newUser();
      expect((await apply(u, { applyAmount: '2000000' })).code).toBe('0');
      const id = await loanOf(u);
      const first = await admin(finance1).post(`/v1/admin/loans/${id}/approve`);
      expect(first.body).toMatchObject({ status: 1, approvals: 1, requiredApprovals: 2 });
      expect((await admin(finance1).post(`/v1/admin/loans/${id}/approve`)).body.error.code).toBe('LOAN_SAME_APPROVER');
      expect(await usdt(u)).toBe(0);
      expect((await admin(finance2).post(`/v1/admin/loans/${id}/reject`, { reason: ' ' })).body.error.code).toBe('LOAN_REASON_REQUIRED');
      expect((await admin(finance2).post(`/v1/admin/loans/${id}/reject`, { reason: 'documents unreadable' })).status).toBe(200);
      expect((await admin(finance2).post(`/v1/admin/loans/${id}/approve`)).body.error.code).toBe('LOAN_NOT_PENDING');
      expect((await act(t.http, 'credit!check', {}, { token: u.token })).data).toBe('false');

      // someone else cannot read or re-apply over it
      const mallory = await newUser();
      const peek = await act(t.http, 'credit!beforereapply', { creditId: id }, { token: mallory.token, lang: 'cn' });
      expect([peek.code, peek.msg, peek.data]).toEqual(['1', '贷款单不存在', null]);
      const over = await apply(mallory, { creditId: id });
      expect([over.code, over.msg]).toEqual(['1', '贷款单不存在']);
      expect((await act(t.http, 'credit!beforepay', { creditId: id }, { token: mallory.token, lang: 'cn' })).msg).toBe('贷款单不存在');

      // the owner re-applies, keeping two photos and replacing one
      const b = await act(t.http, 'credit!beforereapply', { creditId: id }, { token: u.token });
      expect(b.data).toMatchObject({
        realName: 'Ada Lovelace',
        applyAmount: 2000000,
        countryId,
        identification: 'P1234567',
        status: 4,
        rejectReason: 'documents unreadable',
      });
      const re = await apply(u, {
        creditId: id,
        applyAmount: '150000',
        imgCertificateFace: b.data.imgCertificateFace,
        imgCertificateBack: await upload(u),
        imgCertificateHand: b.data.imgCertificateHand,
      });
      expect(re.code).toBe('0');
      const rows = await ds.query(`select status, amount::text, required_approvals from loans where id = $1`, [id]);
      expect(rows).toEqual([{ status: 1, amount: '150000000000', required_approvals: 1 }]);
      const twice = await apply(u, { creditId: id });
      expect(twice.msg).toBe('只有被驳回的贷款可以重新申请');
      expect((await admin(finance2).get(`/v1/admin/loans/${id}/photos/back`)).status).toBe(200);
    });

    const approveFrom = (token: string, id: string, ip: string) =>
      request(t.http).post(`/v1/admin/loans/${id}/approve`).set('authorization', `Bearer ${token}`).set('x-forwarded-for', ip).send({});
    const loanAudits = async (id: string) =>
      ds.query(`select action, details from audit_log where target = $1 and action like 'loan.approve%' order by id`, [id]);

    it('above the threshold the second approval counts only from an operator independent of the first (issue 14 item 3)', async () => {
      const u = await newUser();
      expect((await apply(u, { applyAmount: '2000000' })).code).toBe('0');
      const id = await loanOf(u);
      expect((await approveFrom(finance1, id, '127.0.0.1')).body).toMatchObject({ status: 1, approvals: 1, requiredApprovals: 2 });
      // loan-finance-two is brand new and approves from the first approval's origin: it does not count
      const notYet = await approveFrom(finance2, id, '127.0.0.1');
      expect([notYet.status, notYet.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
      expect(await usdt(u)).toBe(0);
      expect((await admin(support).get(`/v1/admin/loans/${id}`)).body).toMatchObject({ status: 1, approvedBy: null });
      await ds.query(`update admin_users set created_at = now() - interval '8 days' where username = 'loan-finance-two'`);
      const ok = await approveFrom(finance2, id, '10.20.30.40');
      expect(ok.body).toMatchObject({ status: 2, approvals: 2, requiredApprovals: 2 });
      expect(await usdt(u)).toBe(2000000);

      const [f1] = await ds.query(`select id from admin_users where username = 'loan-finance-one'`);
      const audits = await loanAudits(id);
      expect(audits.map((a: { action: string }) => a.action)).toEqual(['loan.approve_first', 'loan.approve_not_counted', 'loan.approve']);
      expect(audits[0].details).toEqual({ approvals: 1, requiredApprovals: 2, transferId: null });
      expect(audits[1].details).toMatchObject({
        approvals: 1,
        transferId: null,
        independence: independence(f1.id, ['account_too_new', 'same_origin_as_first_approval'], undefined, true),
      });
      expect(audits[2].details).toEqual({
        approvals: 2,
        requiredApprovals: 2,
        transferId: expect.any(String),
        independence: independence(f1.id, [], 8, false),
      });
    });

    it('a superadmin cannot approve a large loan twice through an operator it created (issue 14 item 3)', async () => {
      const u = await newUser();
      expect((await apply(u, { applyAmount: '2000000' })).code).toBe('0');
      const id = await loanOf(u);
      expect((await approveFrom(root, id, '10.1.1.1')).body).toMatchObject({ status: 1, approvals: 1 });
      await ds.query(`update admin_users set created_at = now() - interval '30 days' where username = 'loan-finance-one'`);
      const r = await approveFrom(finance1, id, '10.1.1.2');
      expect([r.status, r.body.error.code]).toEqual([409, 'ADMIN_APPROVER_NOT_INDEPENDENT']);
      expect(await usdt(u)).toBe(0);
      const [row] = (await loanAudits(id)).filter((a: { action: string }) => a.action === 'loan.approve_not_counted');
      expect(row.details.independence).toMatchObject({
        counted: false,
        reasons: ['created_by_first_approver'],
        checks: { notCreatedByFirst: false, otherOriginThanFirst: true },
      });
    });
  });

  describe('repayment', () => {
    it('quote → pay: exact interest, a changed amount is refused, 20 parallel repayments → ONE debit; status repaid', async () => {
      const { u, id } = await approvedLoan('1000');
      await ageLoan(id, 2); // 3 started days
      const q = await act(t.http, 'credit!beforepay', { creditId: id }, { token: u.token });
      expect(q.data).toMatchObject({
        realName: 'Ada Lovelace',
        creditRate: 0.0005,
        alreadyCreditDays: 3,
        interest: 150,
        estimatePayment: 100150,
        estimatePaymentText: '100150.000000',
        accountAmount: 101000,
        overdue: false,
      });
      const changed = await act(
        t.http,
        'credit!pay',
        { creditId: id, safeword: SAFEWORD, amount: '100100' },
        { token: u.token, lang: 'cn' },
      );
      expect([changed.code, changed.msg]).toEqual(['1', '应还金额已变化，请确认后再还款']);
      const rs = await Promise.all(
        Array.from({ length: 20 }, () =>
          act(
            t.http,
            'credit!pay',
            { creditId: id, safeword: SAFEWORD, amount: q.data.estimatePaymentText },
            { token: u.token, lang: 'cn' },
          ),
        ),
      );
      expect(rs.filter((r) => r.code === '0')).toHaveLength(1);
      expect(rs.filter((r) => r.msg === '该订单已不是可支付状态')).toHaveLength(19);
      expect(await t.app.get(LedgerService).findTransfer(`loan:${id}:repay:1`)).not.toBeNull();
      expect(await t.app.get(LedgerService).findTransfer(`loan:${id}:repay:2`)).toBeNull();
      expect((await ds.query(`select count(*)::int as n from loan_repayments where loan_id = $1`, [id]))[0].n).toBe(1);
      expect(await usdt(u)).toBe(850); // 101000 − 100150, exactly once
      const h = await act(t.http, 'credit!histroy', {}, { token: u.token });
      expect(h.data.elements[0]).toMatchObject({ id, status: 5, statusStr: '已还款' });
      expect((await act(t.http, 'credit!check', {}, { token: u.token })).data).toBe('true');
    });

    it('overdue: the job moves it and queues one notice; the overdue rate applies after the term; insufficient balance refused', async () => {
      const { u, id } = await approvedLoan('0');
      await ageLoan(id, 31); // 32 started days: 30 at 0.05 % + 2 at 0.1 %
      const run = await t.app.get(LoanOverdueProcessor).run();
      expect(run.moved).toBeGreaterThanOrEqual(1);
      expect((await ds.query(`select status from loans where id = $1`, [id]))[0].status).toBe(3);
      const notices = await ds.query(
        `select count(*)::int as n from outbound_messages where template = 'loan.overdue' and payload->>'loanId' = $1`,
        [id],
      );
      expect(notices[0].n).toBe(1);
      const [{ payload }] = await ds.query(
        `select payload from outbound_messages where template = 'loan.overdue' and payload->>'loanId' = $1`,
        [id],
      );
      expect(payload.amount).toBe('100000.000000'); // USDT as the e-mail shows it, not micro-units
      await t.app.get(LoanOverdueProcessor).run();
      expect((await ds.query(`select count(*)::int as n from outbound_messages where payload->>'loanId' = $1`, [id]))[0].n).toBe(1);
      const bill = await act(t.http, 'credit!bill', {}, { token: u.token });
      expect(bill.data).toMatchObject({ status: 3, alreadyCreditDays: 32, interest: 1700, estimatePayment: 101700, overdue: true });
      const poor = await act(t.http, 'credit!pay', { creditId: id, safeword: SAFEWORD }, { token: u.token, lang: 'cn' });
      expect([poor.code, poor.msg]).toEqual(['1', '余额不足']);
      await operatorCredit(t.app, u.id, '1700');
      const ok = await act(t.http, 'credit!pay', { creditId: id, safeword: SAFEWORD, amount: '101700' }, { token: u.token });
      expect(ok.code).toBe('0');
      expect(await usdt(u)).toBe(0);
    });

    it('operator partial repayments accumulate until settled', async () => {
      const { u, id } = await approvedLoan('0');
      const p1 = await admin(finance1).post(`/v1/admin/loans/${id}/repayments`, { amount: '60000' });
      expect(p1.body).toEqual({ repaid: '60000.000000', due: '40050.000000', settled: false });
      expect((await admin(finance1).post(`/v1/admin/loans/${id}/repayments`, { amount: '50000' })).body.error.code).toBe(
        'LOAN_REPAY_AMOUNT_INVALID',
      );
      expect((await admin(finance1).post(`/v1/admin/loans/${id}/repayments`, { amount: '-1' })).body.error.code).toBe(
        'LOAN_REPAY_AMOUNT_INVALID',
      );
      const p2 = await admin(finance2).post(`/v1/admin/loans/${id}/repayments`, { amount: '40050' });
      expect(p2.body).toEqual({ repaid: '100050.000000', due: '0.000000', settled: true });
      expect((await act(t.http, 'credit!histroy', {}, { token: u.token })).data.elements[0].status).toBe(5);
      expect((await admin(finance1).post(`/v1/admin/loans/${id}/repayments`, { amount: '1' })).body.error.code).toBe('LOAN_SETTLED');
      const one = await admin(support).get(`/v1/admin/loans/${id}`);
      expect(one.body.repayments.map((r: { amount: string }) => r.amount)).toEqual(['60000.000000', '40050.000000']);
    });

    it('someone else’s loan cannot be repaid; wrong fund password 5 times locks it (and withdrawals)', async () => {
      const { u, id } = await approvedLoan('1000');
      const mallory = await newUser('200000');
      const theirs = await act(t.http, 'credit!pay', { creditId: id, safeword: SAFEWORD }, { token: mallory.token, lang: 'cn' });
      expect([theirs.code, theirs.msg]).toEqual(['1', '贷款单不存在']);
      expect((await act(t.http, 'credit!pay', { safeword: SAFEWORD }, { token: u.token, lang: 'cn' })).msg).toBe('该贷款单号不存在');
      expect((await act(t.http, 'credit!pay', { creditId: 'not-a-uuid', safeword: SAFEWORD }, { token: u.token, lang: 'cn' })).msg).toBe(
        '贷款单不存在',
      );
      for (let i = 0; i < 4; i++)
        expect((await act(t.http, 'credit!pay', { creditId: id, safeword: '000000' }, { token: u.token, lang: 'cn' })).msg).toBe(
          '资金密码错误',
        );
      const fifth = await act(t.http, 'credit!pay', { creditId: id, safeword: '000000' }, { token: u.token, lang: 'cn' });
      expect(fifth.msg).toBe('密码输入错误次数过多，请明天再试');
      const right = await act(t.http, 'credit!pay', { creditId: id, safeword: SAFEWORD }, { token: u.token, lang: 'cn' });
      expect([right.code, right.msg]).toEqual(['1', '密码输入错误次数过多，请明天再试']);
      expect(await usdt(u)).toBe(101000);
    });
  });

  describe('product configuration (superadmin, audited)', () => {
    it('validates, applies to new applications, is audited; finance cannot change it', async () => {
      const root = await login(ROOT.username, ROOT.password);
      const body = {
        amountMin: '100000',
        amountMax: '500000',
        dailyRate: '0.0004',
        overdueRate: '0.0008',
        offeredTerms: [30, 60],
        twoApprovalsAbove: '400000',
      };
      expect((await admin(finance1).patch('/v1/admin/loans/config', body)).status).toBe(403);
      for (const [bad, field] of [
        [{ offeredTerms: [] }, 'LOAN_TERMS_EMPTY'],
        [{ offeredTerms: [400] }, 'LOAN_CONFIG_INVALID'],
        [{ dailyRate: '0.5' }, 'LOAN_CONFIG_INVALID'],
        [{ amountMin: '600000' }, 'LOAN_CONFIG_INVALID'],
        [{ amountMax: '30000001' }, 'LOAN_CONFIG_INVALID'],
        [{ amountMin: '1.5' }, 'LOAN_CONFIG_INVALID'],
      ] as const)
        expect((await admin(root).patch('/v1/admin/loans/config', { ...body, ...bad })).body.error.code).toBe(field);
      const ok = await admin(root).patch('/v1/admin/loans/config', body);
      expect(ok.body).toMatchObject({
        amountMin: '100000.000000',
        amountMax: '500000.000000',
        dailyRate: '0.0004',
        apr: '14.6',
        offeredTerms: [30, 60],
      });
      const u = await newUser();
      expect((await act(t.http, 'credit!config', {}, { token: u.token })).data).toMatchObject({
        rate: 0.0004,
        lendableDays: ['30', '60'],
        apr: '14.6',
      });
      expect((await ds.query(`select count(*)::int as n from audit_log where action = 'loan.config'`))[0].n).toBe(1);
      // restore the seed for the rest of the file
      await admin(root).patch('/v1/admin/loans/config', {
        amountMin: '100000',
        amountMax: '30000000',
        dailyRate: '0.0005',
        overdueRate: '0.001',
        offeredTerms: [30, 90, 180, 365],
        twoApprovalsAbove: '1000000',
      });
    });
  });

  it('the ledger reconciles after everything above', async () => {
    const report = await t.app.get(LedgerReconciler).run();
    expect(report.ok).toBe(true);
  });
});
