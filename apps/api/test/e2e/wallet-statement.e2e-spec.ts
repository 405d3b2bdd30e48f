import { Money } from '@mall/money';
import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { OperatorRefundService } from '../../src/modules/after-sale';
import { DepositReviewService } from '../../src/modules/chain';
import { LedgerService } from '../../src/modules/ledger';
import { LoanReviewService } from '../../src/modules/loan';
import { WithdrawReviewService } from '../../src/modules/withdraw';
import { act, registerUser } from '../support/act';
import { NOWHERE, TEST_TRON_XPUB, configureNetwork } from '../support/chain';
import { SAFEWORD, makeBuyer, makeShop, type Buyer } from '../support/order';
import { financeOperators, openWithdrawals } from '../support/withdraw';
import { startHttpApp } from '../support/test-app';

const DEST = '0x1111111111111111111111111111111111111111';
/** micro-USDT of a signed wire amount */
const micro = (n: number): bigint => Money.parse(String(n), 'USDT', { allowNegative: true }).minor;

/**
 * `wallet!statement` (issue 26): every posting of a buyer's journey on the wallet, with what it was for and
 * a reference, summing to the balance; the caller's own accounts only; paged and filtered.
 */
describe('wallet!statement over HTTP', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let buyer: Buyer;
  let orderId: string;
  let depositNo: string;
  let withdrawNo: string;
  let rejectedNo: string;
  let loanId: string;
  let repaid: string;

  const statement = (token: string, params: Record<string, string> = {}) =>
    act(t.http, 'wallet!statement', params, { token, via: 'query', lang: 'en' });

  beforeAll(async () => {
    t = await startHttpApp({ CHAIN_TRON_XPUB: TEST_TRON_XPUB });
    const ds = t.app.get(DataSource);
    const [op] = await financeOperators(t.app, 'statement-finance');
    await configureNetwork(t.app, 'tron', { enabled: true, rpc_url: NOWHERE });
    await configureNetwork(t.app, 'ethereum', { rpc_url: NOWHERE });
    await openWithdrawals(t.app, 'ethereum');

    // 1. an opening balance (an operator adjustment), 2. a purchase paid from it
    buyer = await makeBuyer(t.http, t.app, { balance: '100' });
    const shop = await makeShop(ds);
    const submitted = await act(
      t.http,
      'order!submit',
      { orderInfo: `${shop.mug},-1,1`, addressId: buyer.addressId },
      { token: buyer.token },
    );
    expect(submitted.code).toBe('0');
    orderId = submitted.data.orderList[0].orderId;
    expect((await act(t.http, 'order!pay', { orderId, safeword: SAFEWORD }, { token: buyer.token })).code).toBe('0');

    // 3. a partial refund by an operator
    await t.app
      .get(OperatorRefundService)
      .create(op, orderId, { amount: '2.5', reason: 'damaged lid', idempotencyKey: 'statement-refund-1' });

    // 4. a deposit claim, approved
    const png = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const channels = (await act(t.http, 'channelBlockchain!list', {}, { token: buyer.token })).data as {
      blockchain_name: string;
      address: string;
    }[];
    const up = await request(t.http)
      .post('/api/uploadimg!execute.action')
      .field('moduleName', 'recharge')
      .field('token', buyer.token)
      .attach('file', png, { filename: 'proof.png', contentType: 'image/png' });
    const open = await act(t.http, 'rechargeBlockchain!recharge_open', {}, { token: buyer.token });
    const claim = await act(
      t.http,
      'rechargeBlockchain!recharge',
      {
        session_token: open.data.session_token,
        amount: '20',
        coin: 'USDT',
        blockchain_name: 'TRC20',
        channel_address: channels.find((c) => c.blockchain_name === 'TRC20')!.address,
        img: up.body.data,
        from: 'TAuD2W5vggcdy1cNpem4uH3HreRMyPQLHT',
        tx: 'cd'.repeat(32),
      },
      { token: buyer.token },
    );
    expect(claim.code).toBe('0');
    depositNo = claim.data.order_no;
    await t.app.get(DepositReviewService).approve(depositNo, op.id);

    // 5. a loan, paid out and repaid at once
    const [{ id: countryId }] = await ds.query(`select id from countries where iso2 = 'DE'`);
    const idPhoto = async (shade: number) => {
      const img = await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: shade, g: 80, b: 20 } } })
        .png()
        .toBuffer();
      const r = await request(t.http)
        .post('/api/uploadimg!execute.action')
        .field('moduleName', 'credit')
        .field('token', buyer.token)
        .attach('file', img, { filename: 'id.png', contentType: 'image/png' });
      expect(r.body.code).toBe('0');
      return r.body.data as string;
    };
    const applied = await act(
      t.http,
      'credit!apply',
      {
        realName: 'Ada Lovelace',
        creditPeriod: '30',
        applyAmount: '100000',
        countryId: String(countryId),
        identification: 'P1234567',
        imgCertificateFace: await idPhoto(1),
        imgCertificateBack: await idPhoto(2),
        imgCertificateHand: await idPhoto(3),
      },
      { token: buyer.token, via: 'query' },
    );
    expect(applied.code).toBe('0');
    loanId = (await act(t.http, 'credit!histroy', { pageNo: 1 }, { token: buyer.token })).data.elements[0].id;
    await t.app.get(LoanReviewService).approve(loanId, op.id);
    repaid = (await act(t.http, 'credit!beforepay', { creditId: loanId }, { token: buyer.token })).data.estimatePaymentText;
    const paid = await act(t.http, 'credit!pay', { creditId: loanId, safeword: SAFEWORD, amount: repaid }, { token: buyer.token });
    expect(paid.code).toBe('0');

    // 6. two withdrawals: one under review (frozen), one rejected (returned)
    const bound = await act(
      t.http,
      'user!bindWithdrawAddress',
      { blockchain_name: 'ERC20', coin: 'USDT', channel_address: DEST, safeword: SAFEWORD },
      { token: buyer.token, via: 'query' },
    );
    expect(bound.code).toBe('0');
    const withdraw = async (amount: string) => {
      const session = (await act(t.http, 'withdraw!withdraw_open', {}, { token: buyer.token, via: 'query' })).data.session_token;
      const r = await act(
        t.http,
        'withdraw!apply',
        { session_token: session, amount, from: DEST, channel: 'USDT', safeword: SAFEWORD },
        { token: buyer.token, via: 'query' },
      );
      expect(r.code).toBe('0');
      return r.data.order_no as string;
    };
    withdrawNo = await withdraw('30');
    rejectedNo = await withdraw('5');
    await t.app.get(WithdrawReviewService).reject(rejectedNo, op.id, 'address check failed');
  }, 120_000);
  afterAll(() => t?.close());

  it('lists every posting of the journey with its type, purpose and reference, and sums to the balance', async () => {
    const r = await statement(buyer.token, { pageSize: '50' });
    expect(r.code).toBe('0');
    const rows = r.data.pageList as {
      type: string;
      purpose: string;
      reference: unknown;
      amount: number;
      balanceAfter: number;
      time: string;
    }[];
    expect(rows.map(({ type, purpose, reference, amount }) => ({ type, purpose, reference, amount }))).toEqual([
      { type: 'withdrawal', purpose: 'withdrawalReturned', reference: { kind: 'withdrawal', id: rejectedNo }, amount: 5 },
      { type: 'withdrawal', purpose: 'withdrawal', reference: { kind: 'withdrawal', id: rejectedNo }, amount: -5 },
      { type: 'withdrawal', purpose: 'withdrawal', reference: { kind: 'withdrawal', id: withdrawNo }, amount: -30 },
      { type: 'loan', purpose: 'loanRepaid', reference: { kind: 'loan', id: loanId }, amount: -Number(repaid) },
      { type: 'loan', purpose: 'loanDisbursed', reference: { kind: 'loan', id: loanId }, amount: 100000 },
      { type: 'deposit', purpose: 'depositClaim', reference: { kind: 'deposit', id: depositNo }, amount: 20 },
      { type: 'refund', purpose: 'refund', reference: { kind: 'order', id: orderId }, amount: 2.5 },
      { type: 'purchase', purpose: 'orderPayment', reference: { kind: 'order', id: orderId }, amount: -10.999999 },
      { type: 'other', purpose: 'adjustment', reference: null, amount: 100 },
    ]);
    expect(r.data.pageInfo).toMatchObject({ pageNum: 1, totalElements: 9, totalPage: 1 });
    for (const row of rows) expect(new Date(row.time).toISOString()).toBe(row.time);

    const balances = await t.app.get(LedgerService).userBalances(buyer.id);
    const sum = rows.reduce((s, x) => s + micro(x.amount), 0n);
    expect(sum).toBe(balances.available.minor);
    expect(micro(rows[0].balanceAfter)).toBe(balances.available.minor);
    expect(Money.parse('100081.500001').sub(Money.parse(repaid)).minor).toBe(balances.available.minor);
    // each balance after = the one before + the amount
    for (let i = 0; i < rows.length - 1; i++)
      expect(micro(rows[i].balanceAfter)).toBe(micro(rows[i + 1].balanceAfter) + micro(rows[i].amount));

    const frozen = await statement(buyer.token, { account: 'frozen' });
    const frozenRows = frozen.data.pageList as { purpose: string; amount: number }[];
    expect(frozenRows.map((x) => [x.purpose, x.amount])).toEqual([
      ['withdrawalReturned', -5],
      ['withdrawal', 5],
      ['withdrawal', 30],
    ]);
    expect(frozenRows.reduce((s, x) => s + micro(x.amount), 0n)).toBe(balances.frozen.minor);
  });

  it('reads only the caller’s own accounts (no parameter names a user) and needs a session', async () => {
    const other = await registerUser(t.http);
    const r = await statement(other.token, { pageSize: '50', userId: buyer.id, account: 'available' });
    expect(r.code).toBe('0');
    expect(r.data).toEqual({
      pageList: [],
      pageInfo: { pageNum: 1, pageSize: 50, totalElements: 0, totalPage: 1, firstPage: true, lastPage: true },
    });
    expect((await act(t.http, 'wallet!statement', {})).code).toBe('403');
    expect((await act(t.http, 'wallet!statement', {}, { token: 'x'.repeat(43) })).code).toBe('403');
  });

  it('pages newest first', async () => {
    const p1 = await statement(buyer.token, { pageSize: '3' });
    const p3 = await statement(buyer.token, { pageSize: '3', pageNum: '3' });
    expect(p1.data.pageInfo).toMatchObject({ pageNum: 1, pageSize: 3, totalElements: 9, totalPage: 3, lastPage: false });
    expect(p1.data.pageList.map((x: { purpose: string }) => x.purpose)).toEqual(['withdrawalReturned', 'withdrawal', 'withdrawal']);
    expect(p3.data.pageList.map((x: { purpose: string }) => x.purpose)).toEqual(['refund', 'orderPayment', 'adjustment']);
    expect(p3.data.pageInfo.lastPage).toBe(true);
  });

  it('filters by type and by date range, and refuses a bad filter', async () => {
    const of = async (params: Record<string, string>) =>
      ((await statement(buyer.token, params)).data.pageList as { purpose: string }[]).map((x) => x.purpose);
    expect(await of({ type: 'refund' })).toEqual(['refund']);
    expect(await of({ type: 'purchase' })).toEqual(['orderPayment']);
    expect(await of({ type: 'deposit' })).toEqual(['depositClaim']);
    expect(await of({ type: 'withdrawal' })).toEqual(['withdrawalReturned', 'withdrawal', 'withdrawal']);
    expect(await of({ type: 'loan' })).toEqual(['loanRepaid', 'loanDisbursed']);
    expect(await of({ type: 'other' })).toEqual(['adjustment']);

    const hour = 3_600_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(await of({ from: iso(Date.now() - hour), to: iso(Date.now() + hour) })).toHaveLength(9);
    expect(await of({ from: iso(Date.now() + hour) })).toEqual([]);
    expect(await of({ to: iso(Date.now() - hour) })).toEqual([]);
    expect(await of({ from: '2020-01-01T00:00:00+08:00', to: '' })).toHaveLength(9);

    const bads: Record<string, string>[] = [
      { type: 'salary' },
      { account: 'escrow' },
      { from: 'yesterday' },
      { from: '2026-02-30T00:00:00Z' },
      { from: iso(Date.now()), to: iso(Date.now() - hour) },
    ];
    for (const bad of bads) {
      const r = await statement(buyer.token, bad);
      expect([bad, r.code, r.msg]).toEqual([bad, '1', expect.stringMatching(/^Invalid parameter/)]);
    }
  });
});
