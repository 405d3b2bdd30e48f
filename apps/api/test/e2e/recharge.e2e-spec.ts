import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { formatActionDate } from '../../src/core/http/action-date';
import { DepositReviewService } from '../../src/modules/chain';
import { act, registerUser } from '../support/act';
import { NOWHERE, TEST_EVM_XPUB, TEST_TRON_XPUB, configureNetwork } from '../support/chain';
import { userIdOf } from '../support/ledger';
import { startHttpApp } from '../support/test-app';

const OPERATOR = '00000000-0000-4000-8000-000000000001';
const ROW_KEYS = [
  'order_no',
  'createTime',
  'volume',
  'coin',
  'blockchain_name',
  'state',
  'img',
  'fee',
  'amount',
  'channel_address',
  'failure_msg',
  'isThirdParty',
  'payUrl',
].sort();

describe('deposits over HTTP (rechargeBlockchain, channelBlockchain, thirdPartyRecharge)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let png: Buffer;

  type User = Awaited<ReturnType<typeof registerUser>> & { id: string };
  const newUser = async (): Promise<User> => {
    const u = await registerUser(t.http);
    return { ...u, id: await userIdOf(t.app, u.token) };
  };
  const upload = async (u: User): Promise<string> => {
    const r = await request(t.http)
      .post('/api/uploadimg!execute.action')
      .field('moduleName', 'recharge')
      .field('token', u.token)
      .attach('file', png, { filename: 'proof.png', contentType: 'image/png' });
    expect(r.body.code).toBe('0');
    return r.body.data as string;
  };
  const open = async (u: User): Promise<string> => {
    const r = await act(t.http, 'rechargeBlockchain!recharge_open', {}, { token: u.token, via: 'query' });
    expect(r.code).toBe('0');
    return r.data.session_token;
  };
  const channels = async (u: User) => (await act(t.http, 'channelBlockchain!list', {}, { token: u.token })).data as any[];
  const tronAddress = async (u: User) => (await channels(u)).find((c) => c.blockchain_name === 'TRC20').address as string;
  /** A claim that passes every check unless `over` changes something. */
  const claim = async (u: User, over: Record<string, string | undefined> = {}, lang = 'cn') => {
    const base = {
      session_token: await open(u),
      amount: '100.5',
      coin: 'USDT',
      blockchain_name: 'TRC20',
      channel_address: await tronAddress(u),
      img: await upload(u),
      from: '123',
      tx: '123',
    };
    return act(t.http, 'rechargeBlockchain!recharge', { ...base, ...over }, { token: u.token, lang, via: 'query' });
  };

  beforeAll(async () => {
    t = await startHttpApp({ CHAIN_EVM_XPUB: TEST_EVM_XPUB, CHAIN_TRON_XPUB: TEST_TRON_XPUB });
    await configureNetwork(t.app, 'tron', {
      enabled: true,
      rpc_url: NOWHERE,
      recharge_min: '10000000',
      recharge_max: '50000000000',
      img: '/static/trc20.png',
    });
    await configureNetwork(t.app, 'ethereum', { enabled: true, rpc_url: NOWHERE });
    await configureNetwork(t.app, 'bsc', { enabled: false, rpc_url: NOWHERE }); // disabled: never offered, never accepted
    png = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(() => t.close());

  it('answers 403 to every deposit call without a valid session', async () => {
    for (const name of [
      'rechargeBlockchain!recharge_open',
      'channelBlockchain!list',
      'rechargeBlockchain!fee',
      'rechargeBlockchain!recharge',
      'rechargeBlockchain!list',
      'rechargeBlockchain!get',
      'thirdPartyRecharge!getCoinList',
    ]) {
      expect([name, (await act(t.http, name, { symbol: 'USDT' })).code]).toEqual([name, '403']);
      expect([name, (await act(t.http, name, {}, { token: 'x'.repeat(43) })).code]).toEqual([name, '403']);
    }
  });

  it('recharge_open answers a fresh single-use session_token each time', async () => {
    const u = await newUser();
    const a = await open(u);
    const b = await open(u);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it("channelBlockchain!list shows the networks in service, each with the user's own derived address", async () => {
    const u = await newUser();
    const v = await newUser();
    const list = await act(t.http, 'channelBlockchain!list', {}, { token: u.token, via: 'get' });
    expect(list.code).toBe('0');
    expect(list.data).toEqual([
      {
        id: 'tron',
        coin: 'USDT',
        blockchain_name: 'TRC20',
        address: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
        img: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/static\/trc20\.png$/), // absolute for old clients
        fee: 1,
        recharge_limit_min: 10,
        recharge_limit_max: 50000,
      },
      {
        id: 'ethereum',
        coin: 'USDT',
        blockchain_name: 'ERC20',
        address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        img: '',
        fee: 1,
        recharge_limit_min: 1,
        recharge_limit_max: 9999999,
      },
    ]);
    // allocated once (addresses compared: icon URLs carry each request's own loopback port)
    expect((await channels(u)).map((c) => c.address)).toEqual(list.data.map((c: { address: string }) => c.address));
    const other = await channels(v);
    expect(other.map((c) => c.address)).not.toContain(list.data[0].address);
    expect(other.map((c) => c.address)).not.toContain(list.data[1].address);
  });

  it('rechargeBlockchain!fee answers price 1 for USDT with code "0"', async () => {
    const u = await newUser();
    expect(await act(t.http, 'rechargeBlockchain!fee', { symbol: 'USDT' }, { token: u.token })).toEqual({
      code: '0',
      msg: expect.any(String),
      data: { price: 1 },
    });
    expect(await act(t.http, 'rechargeBlockchain!fee', { symbol: 'usdt' }, { token: u.token, via: 'get' })).toMatchObject({
      code: '0',
      data: { price: 1 },
    });
    expect(await act(t.http, 'rechargeBlockchain!fee', {}, { token: u.token, lang: 'cn' })).toMatchObject({
      code: '1',
      msg: '请输入充值币种',
    });
    expect(await act(t.http, 'rechargeBlockchain!fee', { symbol: 'BTC' }, { token: u.token, lang: 'cn' })).toMatchObject({
      code: '1',
      msg: '充值链错误',
    });
  });

  it('a claim with proof becomes a pending record with the exact list and detail shapes', async () => {
    const u = await newUser();
    const address = await tronAddress(u);
    const img = await upload(u);
    const token = await open(u);
    const r = await act(
      t.http,
      'rechargeBlockchain!recharge',
      {
        session_token: token,
        amount: '100.5',
        coin: 'USDT',
        blockchain_name: 'TRC20',
        channel_address: address,
        img,
        from: 'TAuD2W5vggcdy1cNpem4uH3HreRMyPQLHT',
        tx: 'abc123',
      },
      { token: u.token, via: 'query' },
    );
    expect(r).toEqual({ code: '0', msg: expect.any(String), data: { order_no: expect.stringMatching(/^\d{20}$/) } });

    const list = await act(t.http, 'rechargeBlockchain!list', { page_no: 1, page_size: 8, pageSize: 8 }, { token: u.token });
    expect(list.code).toBe('0');
    expect(Object.keys(list.data).sort()).toEqual(['elements', 'pageSize', 'thisPageNumber', 'totalElements']);
    expect(list.data).toMatchObject({ pageSize: 8, thisPageNumber: 1, totalElements: 1 });
    const [row] = list.data.elements;
    expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
    const [{ created }] = await t.app
      .get(DataSource)
      .query(`select created_at as created from recharge_orders where order_no = $1`, [r.data.order_no]);
    expect(new URL(row.img).pathname).toBe(new URL(img).pathname); // our stored path, served by us
    expect(row).toEqual({
      order_no: r.data.order_no,
      createTime: formatActionDate(created, 'Asia/Shanghai'),
      volume: 100.5,
      coin: 'USDT',
      blockchain_name: 'TRC20',
      state: 0,
      img: row.img,
      fee: 0,
      amount: '100.50',
      channel_address: address,
      failure_msg: '',
      isThirdParty: false,
      payUrl: '',
    });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const got = await act(t.http, 'rechargeBlockchain!get', { order_no: r.data.order_no }, { token: u.token });
    expect(got).toEqual({
      code: '0',
      msg: expect.any(String),
      data: {
        ...row,
        img: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/recharge\//),
        from: 'TAuD2W5vggcdy1cNpem4uH3HreRMyPQLHT',
        tx: 'abc123',
      },
    });

    // One pending claim at a time (recharge_only_one), and cancellation waits for it.
    expect(await claim(u)).toMatchObject({ code: '1', msg: '提交失败，当前有未处理订单' });
    const logoff = await act(t.http, 'user!logoff', { account: u.email, reason: 'moving' }, { token: u.token, lang: 'cn' });
    expect(logoff).toMatchObject({ code: '1', msg: '当前账号有未完成的充值订单，请完成后再试' });

    // The operator approves: the balance shows it, the record succeeds.
    await t.app.get(DepositReviewService).approve(r.data.order_no, OPERATOR);
    expect((await act(t.http, 'wallet!getUsdt', {}, { token: u.token })).data.money).toBe(100.5);
    expect((await act(t.http, 'rechargeBlockchain!get', { order_no: r.data.order_no }, { token: u.token })).data.state).toBe(1);
  });

  it('refuses a missing, replayed, foreign or made-up session_token with 请稍后再试', async () => {
    const u = await newUser();
    const v = await newUser();
    const token = await open(u);
    expect(await claim(u, { session_token: token })).toMatchObject({ code: '0' }); // first use
    expect(await claim(u, { session_token: token })).toEqual({ code: '1', msg: '请稍后再试', data: null });
    expect(await claim(v, { session_token: await open(u) })).toEqual({ code: '1', msg: '请稍后再试', data: null });
    expect(await claim(u, { session_token: undefined })).toMatchObject({ msg: '请稍后再试' });
    expect(await claim(u, { session_token: 'A'.repeat(43) })).toMatchObject({ msg: '请稍后再试' });
    expect(await claim(u, { session_token: "' or 1=1 --" })).toMatchObject({ msg: '请稍后再试' });
    expect((await claim(u, { session_token: undefined }, 'en')).msg).toBe(
      'This form was already submitted or has expired. Please open it again and retry',
    );
  });

  it('spends the session_token even when the claim is refused for another reason', async () => {
    const u = await newUser();
    const token = await open(u);
    expect(await claim(u, { session_token: token, amount: '-1' })).toMatchObject({ msg: '充值数量不能小于等于0' });
    expect(await claim(u, { session_token: token })).toMatchObject({ msg: '请稍后再试' });
  });

  it('checks amounts exactly: negative, zero, 3 decimals, huge, junk, outside the channel limits', async () => {
    const u = await newUser();
    const cases: [string | undefined, string][] = [
      [undefined, '充值数量必填'],
      ['', '充值数量必填'],
      ['abc', '充值数量输入错误，请输入浮点数'],
      ['1e5', '充值数量输入错误，请输入浮点数'],
      ['0x10', '充值数量输入错误，请输入浮点数'],
      ['-5', '充值数量不能小于等于0'],
      ['0', '充值数量不能小于等于0'],
      ['0.00', '充值数量不能小于等于0'],
      ['10.123', '充值数量最多保留两位小数'],
      ['99999999999999999999999999999', '充值价值不得大于最大限额'],
      ['50000.01', '充值价值不得大于最大限额'],
      ['9.99', '充值价值不得小于最小限额'],
    ];
    for (const [amount, msg] of cases) expect([amount, (await claim(u, { amount })).msg]).toEqual([amount, msg]);
    expect((await claim(u, { amount: '0.001' }, 'en')).msg).toBe('The deposit amount may have at most 2 decimal places');
    const list = await act(t.http, 'rechargeBlockchain!list', {}, { token: u.token });
    expect(list.data).toEqual({ elements: [], pageSize: 8, thisPageNumber: 1, totalElements: 0 });
  });

  it('accepts only a proof this user uploaded through our upload call', async () => {
    const u = await newUser();
    const v = await newUser();
    const mine = await upload(u);
    const theirs = await upload(v);
    const path = new URL(mine).pathname;
    const bad = [
      theirs, // another user's upload
      'https://evil.example' + path, // right path, foreign host
      '//evil.example' + path,
      mine.replace(/[0-9a-f]{8}-/, '00000000-'), // never uploaded
      mine + '?x=1',
      new URL(mine).origin + '/uploads/../uploads/' + path.slice('/uploads/'.length).replace(/^[^/]+/, 'evaluate'),
      'javascript:alert(1)',
      'not a url',
    ];
    for (const img of bad) expect([img, (await claim(u, { img })).msg]).toEqual([img, '付款凭证无效，请重新上传']);
    expect((await claim(u, { img: '' })).msg).toBe('请上传付款凭证');
    expect((await claim(u, { img: path })).code).toBe('0'); // the same upload as a relative path is fine
  });

  it('checks the channel: coin, network in service, and the address being the user’s own', async () => {
    const u = await newUser();
    const v = await newUser();
    expect((await claim(u, { coin: '' })).msg).toBe('请输入充值币种');
    expect((await claim(u, { coin: 'BTC' })).msg).toBe('充值链错误');
    expect((await claim(u, { blockchain_name: 'BEP20' })).msg).toBe('充值链错误'); // disabled network
    expect((await claim(u, { blockchain_name: 'OMNI' })).msg).toBe('充值链错误');
    expect((await claim(u, { channel_address: await tronAddress(v) })).msg).toBe('充值链错误');
    expect((await claim(u, { channel_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).msg).toBe('充值链错误');
    expect((await claim(u, { from: '' })).msg).toBe('请输入地址');
    expect((await claim(u, { tx: 'x'.repeat(129) }, 'en')).msg).toBe('tx is too long (at most 128 characters)');
    const erc = (await channels(u)).find((c) => c.blockchain_name === 'ERC20').address as string;
    expect((await claim(u, { blockchain_name: 'erc20', channel_address: erc.toLowerCase(), amount: '5' })).code).toBe('0'); // case-insensitive hex
  });

  it('lists records newest first with paging style B and answers the legacy page errors', async () => {
    const u = await newUser();
    const review = t.app.get(DepositReviewService);
    const made: string[] = [];
    for (let i = 1; i <= 9; i++) {
      const r = await claim(u, { amount: `${10 + i}.25` });
      expect(r.code).toBe('0');
      made.push(r.data.order_no);
      if (i === 2) await review.reject(r.data.order_no, OPERATOR, 'No matching payment');
      else await review.approve(r.data.order_no, OPERATOR);
    }
    const page1 = await act(t.http, 'rechargeBlockchain!list', { page_no: '1' }, { token: u.token });
    expect(page1.data).toMatchObject({ pageSize: 8, thisPageNumber: 1, totalElements: 9 });
    expect(page1.data.elements.map((e: any) => e.order_no)).toEqual([...made].reverse().slice(0, 8));
    const page2 = await act(t.http, 'rechargeBlockchain!list', { page_no: '2', page_size: '8' }, { token: u.token });
    expect(page2.data.elements).toEqual([expect.objectContaining({ order_no: made[0], amount: '11.25', volume: 11.25, state: 1 })]);
    const byAlias = await act(t.http, 'rechargeBlockchain!list', { page_no: '2', pageSize: '5' }, { token: u.token });
    expect(byAlias.data).toMatchObject({ pageSize: 5, thisPageNumber: 2, totalElements: 9 });
    expect(byAlias.data.elements).toHaveLength(4);
    expect(byAlias.data.elements.find((e: any) => e.order_no === made[1])).toMatchObject({ state: 2, failure_msg: 'No matching payment' });
    expect((await act(t.http, 'rechargeBlockchain!list', { page_no: '3' }, { token: u.token })).data.elements).toEqual([]);

    for (const [page_no, msg] of [
      ['abc', '页码不是整数'],
      ['1.5', '页码不是整数'],
      ["1'; drop table recharge_orders; --", '页码不是整数'],
      ['0', '页码不能小于等于0'],
      ['-3', '页码不能小于等于0'],
    ]) {
      expect([page_no, await act(t.http, 'rechargeBlockchain!list', { page_no }, { token: u.token, lang: 'cn' })]).toEqual([
        page_no,
        { code: '1', msg, data: null },
      ]);
    }
    expect((await act(t.http, 'rechargeBlockchain!list', { page_no: 'x' }, { token: u.token, lang: 'en' })).msg).toBe(
      'Page number is not an integer',
    );
  });

  it('shows on-chain records, a below-minimum one with its reason in the caller’s language', async () => {
    const u = await newUser();
    const address = await tronAddress(u);
    const ds = t.app.get(DataSource);
    const [{ id }] = await ds.query(
      `insert into chain_deposits (chain, tx_hash, log_index, block_number, from_address, to_address, user_id, amount, raw_amount, confirmations, state)
       values ('tron', $1, 0, 77000003, 'TAuD2W5vggcdy1cNpem4uH3HreRMyPQLHT', $2, $3, 300000, 300000, 19, 'below_minimum') returning id::text`,
      ['ab'.repeat(32), address, u.id],
    );
    await ds.query(
      `insert into recharge_orders (order_no, user_id, kind, coin, blockchain_name, chain, channel_address, from_address, tx, volume, amount, state, failure_code, chain_deposit_id)
       values ('26112100000012345678', $1, 'onchain', 'USDT', 'TRC20', 'tron', $2, 'TAuD2W5vggcdy1cNpem4uH3HreRMyPQLHT', $3, 300000, 300000, 2, 'DEPOSIT_BELOW_MINIMUM', $4)`,
      [u.id, address, 'ab'.repeat(32), id],
    );
    const en = await act(t.http, 'rechargeBlockchain!list', {}, { token: u.token, lang: 'en' });
    expect(en.data.elements).toEqual([
      expect.objectContaining({
        state: 2,
        volume: 0.3,
        amount: '0.30',
        img: '',
        channel_address: address,
        failure_msg: expect.stringMatching(/^Below the network's minimum deposit/),
      }),
    ]);
    const cn = await act(t.http, 'rechargeBlockchain!get', { order_no: '26112100000012345678' }, { token: u.token, lang: 'cn' });
    expect(cn.data).toMatchObject({ failure_msg: '低于该网络的最小充值金额，未自动入账，请联系客服', tx: 'ab'.repeat(32) });
  });

  it("never shows another user's record: their order_no answers not found, like junk", async () => {
    const u = await newUser();
    const v = await newUser();
    const r = await claim(u);
    expect(r.code).toBe('0');
    for (const order_no of [r.data.order_no, '00000000000000000000', "' or '1'='1", '', undefined]) {
      expect([order_no, await act(t.http, 'rechargeBlockchain!get', { order_no }, { token: v.token, lang: 'cn' })]).toEqual([
        order_no,
        { code: '1', msg: '充值记录不存在', data: null },
      ]);
    }
    expect((await act(t.http, 'rechargeBlockchain!list', {}, { token: v.token })).data.totalElements).toBe(0);
    expect((await act(t.http, 'rechargeBlockchain!get', { order_no: r.data.order_no }, { token: u.token })).code).toBe('0');
  });

  it('thirdPartyRecharge!getCoinList answers an empty list (no provider configured)', async () => {
    const u = await newUser();
    expect(await act(t.http, 'thirdPartyRecharge!getCoinList', {}, { token: u.token, via: 'get' })).toEqual({
      code: '0',
      msg: expect.any(String),
      data: [],
    });
  });
});
