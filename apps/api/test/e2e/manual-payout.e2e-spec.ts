import { Contract, Wallet, getAddress, hexlify, randomBytes } from 'ethers';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Jobs } from '../../src/core/queue/jobs';
import { LedgerReconciler } from '../../src/modules/ledger';
import { act, registerUser } from '../support/act';
import { createOperator, ROOT, rootEnv } from '../support/admin';
import { startAnvil, type Anvil } from '../support/anvil';
import { eventually } from '../support/eventually';
import { operatorCredit, userIdOf } from '../support/ledger';
import { startHttpApp } from '../support/test-app';
import { TEST_HOT_WALLET_KEY, openWithdrawals, payoutChain } from '../support/withdraw';

const SAFEWORD = '246810';
const CONFIRMATIONS = 2;

/**
 * A default install (no payout signer): a buyer withdraws over the `.action` API, an operator
 * approves it, pays it from their own wallet on a real local chain, records the hash over REST; the
 * chain watcher verifies it and the buyer's record shows it succeeded.
 */
describe('manual withdrawal payouts over HTTP (no payout signer)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let anvil: Anvil;
  let usdt: Awaited<ReturnType<typeof payoutChain>>;
  let finance: string;
  let support: string;

  const as = (token: string) => ({
    get: (path: string) => request(t.http).get(path).set('authorization', `Bearer ${token}`),
    post: (path: string, body?: object) => request(t.http).post(path).set('authorization', `Bearer ${token}`).send(body),
  });

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await startHttpApp({ ...rootEnv(ROOT), CHAIN_PAYOUT_INTERVAL_MS: '500' });
    usdt = await payoutChain(t.app, anvil, CONFIRMATIONS);
    await t.app.get(Jobs).start('main'); // the chain watcher on its schedule, as `npm start` runs it
    await openWithdrawals(t.app, 'ethereum', '1000000000');
    const login = await request(t.http).post('/v1/admin/login').send(ROOT);
    const op = (username: string, role: string) =>
      createOperator(t.http, login.body.token, { username, password: `${username}-password-1`, roles: [role] });
    finance = (await op('finance-manual', 'finance')).token;
    support = (await op('support-manual', 'support')).token;
  }, 60_000);

  afterAll(async () => {
    usdt?.provider.destroy();
    await t?.app.get(Jobs).stop();
    await t?.close();
    await anvil?.stop();
  });

  it('buyer withdraws → approved → to pay → operator pays and records the hash → verified → success for the buyer', async () => {
    const u = await registerUser(t.http);
    await operatorCredit(t.app, await userIdOf(t.app, u.token), '250');
    expect((await act(t.http, 'user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, { token: u.token })).code).toBe('0');
    const open = await act(t.http, 'withdraw!withdraw_open', {}, { token: u.token, via: 'query' });
    expect(open.code).toBe('0');
    const dest = getAddress(Wallet.createRandom().address);
    const bound = await act(
      t.http,
      'user!bindWithdrawAddress',
      { blockchain_name: 'ERC20', coin: 'USDT', channel_address: dest, safeword: SAFEWORD },
      { token: u.token, via: 'query' },
    );
    expect(bound.code).toBe('0');
    const session = (await act(t.http, 'withdraw!withdraw_open', {}, { token: u.token, via: 'query' })).data.session_token;
    const applied = await act(
      t.http,
      'withdraw!apply',
      { session_token: session, amount: '100', from: dest, channel: 'USDT', safeword: SAFEWORD },
      { token: u.token, via: 'query' },
    );
    expect(applied.code).toBe('0');
    const no = applied.data.order_no as string;

    expect((await as(finance).post(`/v1/admin/withdrawals/${no}/approve`)).body).toMatchObject({ state: 'approved' });
    const toPay = await as(support).get('/v1/admin/withdrawals?state=approved,verifying');
    expect(toPay.body.items).toEqual([
      expect.objectContaining({ orderNo: no, state: 'approved', payoutMode: 'manual', to: dest, arrival: '99.000000', coin: 'USDT' }),
    ]);

    // Only finance records; a malformed or unknown order is refused.
    expect((await as(support).post(`/v1/admin/withdrawals/${no}/paid`, { txHash: hexlify(randomBytes(32)) })).status).toBe(403);
    const bad = await as(finance).post(`/v1/admin/withdrawals/${no}/paid`, { txHash: '0x1234' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'WITHDRAW_TX_HASH_FORMAT']);

    const tx = await (usdt.token.connect(new Wallet(TEST_HOT_WALLET_KEY, usdt.provider)) as Contract).getFunction('transfer')(
      dest,
      99_000_000n,
    );
    await tx.wait();
    const paid = await as(finance).post(`/v1/admin/withdrawals/${no}/paid`, { txHash: tx.hash });
    expect([paid.status, paid.body]).toEqual([200, { orderNo: no, state: 'verifying', txHash: tx.hash }]);
    const again = await as(finance).post(`/v1/admin/withdrawals/${no}/paid`, { txHash: tx.hash });
    expect([again.status, again.body.error.code]).toEqual([409, 'WITHDRAW_ORDER_NOT_TO_PAY']);
    expect((await as(support).get(`/v1/admin/withdrawals/${no}`)).body).toMatchObject({
      state: 'verifying',
      txHash: tx.hash,
      paidAt: expect.any(String),
    });

    await anvil.rpc('anvil_mine', ['0x' + CONFIRMATIONS.toString(16)]);
    const record = async () => (await act(t.http, 'withdraw!get', { order_no: no }, { token: u.token, via: 'query' })).data;
    await eventually(async () => (await record()).state === 1, 20_000);
    expect(await record()).toMatchObject({ tx: tx.hash });
    expect((await act(t.http, 'wallet!getUsdt', {}, { token: u.token })).data).toMatchObject({ money: 150, frozen: 0 });
    const audit = await t.app
      .get(DataSource)
      .query(`select action, details from audit_log where target = $1 and action = 'withdraw.record_payment'`, [no]);
    expect(audit).toEqual([{ action: 'withdraw.record_payment', details: { txHash: tx.hash } }]);
    const report = await t.app.get(LedgerReconciler, { strict: false }).run();
    expect(report.ok).toBe(true);
  });
});
