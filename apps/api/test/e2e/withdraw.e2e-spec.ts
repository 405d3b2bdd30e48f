import request from 'supertest';
import { DataSource } from 'typeorm';
import { LedgerReconciler, LedgerService } from '../../src/modules/ledger';
import { act, registerUser } from '../support/act';
import { configureNetwork } from '../support/chain';
import { operatorCredit, userIdOf } from '../support/ledger';
import { startHttpApp } from '../support/test-app';
import { TEST_HOT_WALLET_KEY, configureWithdrawals, setSyspara } from '../support/withdraw';

const NOWHERE = 'http://127.0.0.1:9/'; // no payout runs in this file; the endpoint only has to be set
const SAFEWORD = '246810';
/** Valid EIP-55 addresses (not anyone's keys). */
const DEST = '0x52908400098527886E0F7030069857D2E4169EE7';
const OTHER = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ROW_KEYS = [
  'order_no',
  'createTime',
  'volume',
  'coin',
  'state',
  'fee',
  'amount',
  'to',
  'failure_msg',
  'arrivalAmount',
  'tx',
  'coin_blockchain',
  'reviewTime',
  'stage',
].sort();

describe('withdrawals over HTTP (withdraw!*, user!bindWithdrawAddress)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;

  type User = Awaited<ReturnType<typeof registerUser>> & { id: string };
  const newUser = async (balance?: string, safeword = true): Promise<User> => {
    const u = await registerUser(t.http);
    const user = { ...u, id: await userIdOf(t.app, u.token) };
    if (balance) await operatorCredit(t.app, user.id, balance);
    if (safeword) {
      const r = await act(t.http, 'user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, { token: u.token });
      expect(r.code).toBe('0');
    }
    return user;
  };
  const open = async (u: User) => {
    const r = await act(t.http, 'withdraw!withdraw_open', {}, { token: u.token, via: 'query' });
    expect(r.code).toBe('0');
    return r.data;
  };
  const bind = (u: User, over: Record<string, string | undefined> = {}, lang = 'cn') =>
    act(
      t.http,
      'user!bindWithdrawAddress',
      { blockchain_name: 'ERC20', coin: 'USDT', channel_address: DEST, safeword: SAFEWORD, ...over },
      { token: u.token, lang, via: 'query' },
    );
  /** An application that passes every check unless `over` changes something (a fresh session_token each time). */
  const apply = async (u: User, over: Record<string, string | undefined> = {}, lang = 'cn') => {
    const base = { session_token: (await open(u)).session_token, amount: '100', from: DEST, channel: 'USDT', safeword: SAFEWORD };
    return act(t.http, 'withdraw!apply', { ...base, ...over }, { token: u.token, lang, via: 'query' });
  };
  const usdt = async (u: User) => (await act(t.http, 'wallet!getUsdt', {}, { token: u.token })).data as { money: number; frozen: number };
  const ready = async (balance = '1000') => {
    const u = await newUser(balance);
    expect((await bind(u)).code).toBe('0');
    return u;
  };
  const nowInShanghai = (plusMinutes: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(Date.now() + plusMinutes * 60_000),
    );

  beforeAll(async () => {
    t = await startHttpApp({ CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY });
    await configureNetwork(t.app, 'ethereum', { rpc_url: NOWHERE });
    // TRON has an endpoint but its withdrawals stay switched off: TRC20 must answer "unsupported".
    // (TRC-20 payouts themselves: modules/withdraw/tron-payout.int-spec.ts.)
    await configureNetwork(t.app, 'tron', { rpc_url: NOWHERE });
    await configureWithdrawals(t.app, 'ethereum', {
      enabled: true,
      min_amount: '10000000',
      max_amount: '50000000000',
      fee_rate: '0.01',
      daily_count: 0,
      address_cooldown_minutes: 0,
    });
    await configureWithdrawals(t.app, 'tron', { enabled: false });
    await setSyspara(t.app, 'withdraw_only_one', '0');
  }, 60_000);
  afterAll(() => t.close());

  it('answers 403 to every withdrawal call without a valid session', async () => {
    for (const name of [
      'withdraw!withdraw_open',
      'withdraw!fee',
      'withdraw!apply',
      'withdraw!list',
      'withdraw!get',
      'user!bindWithdrawAddress',
    ]) {
      expect([name, (await act(t.http, name, { channel: 'USDT' })).code]).toEqual([name, '403']);
      expect([name, (await act(t.http, name, {}, { token: 'x'.repeat(43) })).code]).toEqual([name, '403']);
    }
  });

  describe('withdraw_open, withdraw!fee, user!bindWithdrawAddress', () => {
    it('withdraw_open: a fresh session_token, no binding yet, the networks open for withdrawals', async () => {
      const u = await newUser();
      const a = await open(u);
      expect(a).toEqual({
        openWithdrawAddressBinding: 1,
        existWithdrawAddress: '',
        chainName: '',
        coinType: '',
        session_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        addressUsableFrom: '',
        addressUsable: false,
        channels: [
          {
            coin: 'USDT',
            blockchain_name: 'ERC20',
            withdraw_fee: 0.01,
            withdraw_limit_min: 10,
            withdraw_limit_max: 50000,
            daily_count: 0,
            time_window: '',
          },
        ],
      });
      expect((await open(u)).session_token).not.toBe(a.session_token);
    });

    it('withdraw!fee answers the fee fraction of a coin; other channels are not open', async () => {
      const u = await newUser();
      expect(await act(t.http, 'withdraw!fee', { channel: 'USDT' }, { token: u.token })).toEqual({
        code: '0',
        msg: '',
        data: { withdraw_fee: 0.01 },
      });
      expect((await act(t.http, 'withdraw!fee', { channel: 'usdt' }, { token: u.token, via: 'get' })).data).toEqual({ withdraw_fee: 0.01 });
      for (const channel of ['bank', 'zfb', 'BTC', undefined])
        expect([channel, await act(t.http, 'withdraw!fee', { channel }, { token: u.token, lang: 'cn' })]).toEqual([
          channel,
          { code: '1', msg: '渠道未开通', data: null },
        ]);
    });

    it('binds one address, checked for the network (EIP-55 / base58check), with the legacy texts', async () => {
      const u = await newUser();
      const msg = async (over: Record<string, string | undefined>, lang = 'cn') => (await bind(u, over, lang)).msg;
      expect(await msg({ channel_address: undefined })).toBe('未设置地址');
      expect(await msg({ channel_address: 'null' })).toBe('未设置地址');
      expect(await msg({ blockchain_name: '' })).toBe('未指定币种协议');
      expect(await msg({ coin: undefined })).toBe('请选择币种');
      expect(await msg({ blockchain_name: 'TRC20', channel_address: TRON })).toBe('暂不支持该协议');
      expect(await msg({ blockchain_name: 'OMNI' })).toBe('暂不支持该协议');
      expect(await msg({ coin: 'BTC' })).toBe('暂不支持该协议');
      expect(await msg({ channel_address: TRON })).toBe('地址格式与协议不匹配');
      expect(await msg({ channel_address: DEST.replace('E0F', 'e0F') })).toBe('地址格式与协议不匹配'); // checksum broken
      expect(await msg({ channel_address: '0x' + '0'.repeat(40) })).toBe('地址格式与协议不匹配');
      expect(await msg({ channel_address: TRON }, 'en')).toBe("The address does not match the network's format");

      expect(await bind(u, { blockchain_name: 'erc20', channel_address: DEST.toLowerCase() })).toEqual({
        code: '0',
        msg: '绑定提现地址成功',
        data: null,
      });
      expect(await bind(u, { channel_address: OTHER })).toEqual({ code: '1', msg: '用户已绑定过提现地址', data: null });
      expect((await bind(u, {}, 'en')).msg).toBe('You have already bound a withdrawal address');
      const o = await open(u);
      expect(o).toMatchObject({ existWithdrawAddress: DEST, chainName: 'ERC20', coinType: 'USDT', addressUsable: true });
      expect(o.addressUsableFrom).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const rows = await t.app.get(DataSource).query(`select count(*)::int as n from withdraw_addresses where user_id = $1`, [u.id]);
      expect(rows[0].n).toBe(1);
    });

    it('two binds at once still leave exactly one address', async () => {
      const u = await newUser();
      const results = await Promise.all([bind(u), bind(u, { channel_address: OTHER }), bind(u)]);
      expect(results.filter((r) => r.code === '0')).toHaveLength(1);
      expect(results.filter((r) => r.msg === '用户已绑定过提现地址')).toHaveLength(2);
    });

    it('a new address is usable only after the cooling-off (default 24 h), shown in withdraw_open', async () => {
      await configureWithdrawals(t.app, 'ethereum', { address_cooldown_minutes: 1440 });
      try {
        const u = await newUser('500');
        expect((await bind(u)).code).toBe('0');
        const o = await open(u);
        expect(o.addressUsable).toBe(false);
        const r = await apply(u);
        expect(r.code).toBe('1');
        // the message names the zone of its time (the reader may be anywhere; the wire field stays plain)
        expect(r.msg).toBe(`新绑定的提现地址将于${o.addressUsableFrom} GMT+8后可用`);
        expect((await apply(u, {}, 'en')).msg).toBe(`A newly bound withdrawal address can be used from ${o.addressUsableFrom} GMT+8`);
        expect(await usdt(u)).toMatchObject({ money: 500, frozen: 0 });
      } finally {
        await configureWithdrawals(t.app, 'ethereum', { address_cooldown_minutes: 0 });
      }
    });
  });

  describe('withdraw!apply, withdraw!list, withdraw!get', () => {
    it('freezes the amount and lists the order in paging style B with every row field', async () => {
      const u = await ready('250.5');
      const r = await apply(u, { amount: '100.25' });
      expect(r).toEqual({ code: '0', msg: '', data: { order_no: expect.stringMatching(/^\d{20}$/) } });
      expect(await usdt(u)).toMatchObject({ money: 150.25, frozen: 100.25 });

      const list = await act(t.http, 'withdraw!list', { page_no: '1', page_size: '8' }, { token: u.token, via: 'query' });
      expect(list.code).toBe('0');
      expect(list.data).toMatchObject({ pageSize: 8, thisPageNumber: 1, totalElements: 1 });
      const row = list.data.elements[0];
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(row).toEqual({
        order_no: r.data.order_no,
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        volume: 100.25,
        coin: 'USDT',
        state: 0,
        fee: 1.0025,
        amount: 99.2475,
        to: DEST,
        failure_msg: '',
        arrivalAmount: 99.2475,
        tx: '',
        coin_blockchain: 'ERC20',
        reviewTime: '',
        stage: 'pending_review',
      });
      const get = await act(t.http, 'withdraw!get', { order_no: r.data.order_no }, { token: u.token });
      expect(get).toEqual({ code: '0', msg: '', data: { ...row, create_time: row.createTime, confirmations: 0 } });
      expect((await act(t.http, 'withdraw!list', {}, { token: u.token })).data.pageSize).toBe(10);
      expect((await act(t.http, 'withdraw!list', { page_no: 'x' }, { token: u.token, lang: 'cn' })).msg).toBe('页码不是整数');
      expect((await act(t.http, 'withdraw!list', { page_no: '0' }, { token: u.token, lang: 'cn' })).msg).toBe('页码不能小于等于0');

      const freeze = await t.app.get(LedgerService).findTransfer(`withdraw:${r.data.order_no}:freeze`);
      expect(freeze?.entries.map((e) => [e.account, e.amount.format()])).toEqual([
        [`user:${u.id}:available`, '-100.250000'],
        [`user:${u.id}:frozen`, '100.250000'],
      ]);
    });

    it("never shows another user's order (same answer as an unknown one)", async () => {
      const a = await ready();
      const b = await ready();
      const mine = (await apply(a)).data.order_no as string;
      const nope = { code: '1', msg: '提现记录不存在', data: null };
      expect(await act(t.http, 'withdraw!get', { order_no: mine }, { token: b.token, lang: 'cn' })).toEqual(nope);
      expect(await act(t.http, 'withdraw!get', { order_no: '26010100000000000000' }, { token: b.token, lang: 'cn' })).toEqual(nope);
      expect(await act(t.http, 'withdraw!get', { order_no: "1' or '1'='1" }, { token: b.token, lang: 'cn' })).toEqual(nope);
      expect(await act(t.http, 'withdraw!get', {}, { token: b.token, lang: 'cn' })).toEqual(nope);
      expect((await act(t.http, 'withdraw!list', {}, { token: b.token })).data.totalElements).toBe(0);
    });

    it('refuses bad amounts with the legacy texts and freezes nothing', async () => {
      const u = await ready('100000');
      const cases: [string | undefined, string][] = [
        [undefined, '提币数量必填'],
        ['', '提币数量必填'],
        ['abc', '提币数量输入错误，请输入浮点数'],
        ['1e3', '提币数量输入错误，请输入浮点数'],
        ['0', '提币数量不能小于等于0'],
        ['-5', '提币数量不能小于等于0'],
        ['-0.000001', '提币数量不能小于等于0'],
        ['10.1234567', '提币数量最多保留六位小数'],
        ['9.999999', '提现不得小于限额'],
        ['50000.000001', '提现不得大于限额'],
        ['99999999999999999999', '提现不得大于限额'],
        ['1' + '0'.repeat(60), '提现不得大于限额'],
      ];
      for (const [amount, msg] of cases) expect([amount, (await apply(u, { amount })).msg]).toEqual([amount, msg]);
      expect(await usdt(u)).toMatchObject({ money: 100000, frozen: 0 });
      // More than the balance: the ledger refuses.
      const poor = await ready('50');
      expect(await apply(poor, { amount: '50.000001' })).toEqual({ code: '1', msg: '余额不足', data: null });
      expect(await usdt(poor)).toMatchObject({ money: 50, frozen: 0 });
      expect((await apply(poor, { amount: '50' })).code).toBe('0');
      expect(await usdt(poor)).toMatchObject({ money: 0, frozen: 50 });
    });

    it('spends the session_token first: missing, replayed or another user’s token is refused', async () => {
      const u = await ready();
      const v = await ready();
      expect(await apply(u, { session_token: undefined })).toEqual({ code: '1', msg: '请稍后再试', data: null });
      const token = (await open(u)).session_token;
      expect((await apply(u, { session_token: token })).code).toBe('0');
      expect(await apply(u, { session_token: token })).toEqual({ code: '1', msg: '请稍后再试', data: null });
      // A token spent on a failed attempt is gone too.
      const t2 = (await open(u)).session_token;
      expect((await apply(u, { session_token: t2, amount: 'abc' })).msg).toBe('提币数量输入错误，请输入浮点数');
      expect((await apply(u, { session_token: t2 })).msg).toBe('请稍后再试');
      const theirs = (await open(v)).session_token;
      expect((await apply(u, { session_token: theirs })).msg).toBe('请稍后再试');
      expect((await apply(v, { session_token: theirs })).code).toBe('0'); // still v's to spend
      expect((await usdt(u)).frozen).toBe(100);
      expect((await usdt(v)).frozen).toBe(100);
    });

    it('needs the fund password: missing, wrong, and 5 wrong lock fund actions for 24 hours', async () => {
      const noSafeword = await newUser('500', false);
      expect((await bind(noSafeword, { safeword: undefined })).code).toBe('0'); // an old client: no fund password sent
      await t.app.get(DataSource).query(`update withdraw_addresses set usable_from = now() where user_id = $1`, [noSafeword.id]); // past its 24 h
      expect((await apply(noSafeword)).msg).toBe('请设置资金密码');

      const u = await ready('500');
      expect((await apply(u, { safeword: undefined })).msg).toBe('资金密码不能为空');
      for (let i = 1; i <= 4; i++) expect([i, (await apply(u, { safeword: '135790' })).msg]).toEqual([i, '资金密码错误']);
      expect((await apply(u, { safeword: '135790' })).msg).toBe('密码输入错误次数过多，请明天再试');
      expect((await apply(u)).msg).toBe('密码输入错误次数过多，请明天再试'); // even the right one, now
      expect((await apply(u, {}, 'en')).msg).toBe('Too many wrong fund passwords. Fund actions are locked for 24 hours');
      expect(await usdt(u)).toMatchObject({ money: 500, frozen: 0 });
    });

    it('pays only to the bound address', async () => {
      const unbound = await newUser('500');
      expect(await apply(unbound)).toEqual({ code: '1', msg: '请先绑定提现地址', data: null });
      const u = await ready('500');
      expect(await apply(u, { from: OTHER })).toEqual({ code: '1', msg: '提现地址与绑定的地址不一致', data: null });
      expect((await apply(u, { from: TRON })).msg).toBe('提现地址与绑定的地址不一致');
      expect((await apply(u, { from: undefined })).msg).toBe('请输入提现地址');
      expect((await apply(u, { channel: 'bank' })).msg).toBe('渠道未开通');
      expect((await apply(u, { channel: undefined })).msg).toBe('渠道未开通');
      expect((await apply(u, { from: DEST.toLowerCase() })).code).toBe('0'); // the same address in another case
      expect(await usdt(u)).toMatchObject({ money: 400, frozen: 100 });
    });

    it('keeps the daily count (business day) and the allowed time window', async () => {
      await configureWithdrawals(t.app, 'ethereum', { daily_count: 2 });
      try {
        const u = await ready('1000');
        expect((await apply(u)).code).toBe('0');
        expect((await apply(u)).code).toBe('0');
        expect(await apply(u)).toEqual({ code: '1', msg: '超过提现次数', data: null });
        expect((await apply(u, {}, 'en')).msg).toBe("You have reached today's withdrawal limit");
        expect((await usdt(u)).frozen).toBe(200);
      } finally {
        await configureWithdrawals(t.app, 'ethereum', { daily_count: 0 });
      }

      await configureWithdrawals(t.app, 'ethereum', { window_start: nowInShanghai(120), window_end: nowInShanghai(180) });
      try {
        const u = await ready('1000');
        expect((await open(u)).channels[0].time_window).toBe(`${nowInShanghai(120)}-${nowInShanghai(180)}`);
        expect(await apply(u)).toEqual({ code: '1', msg: '不在提现时间范围内，请稍后再试', data: null });
        await configureWithdrawals(t.app, 'ethereum', { window_start: nowInShanghai(-60), window_end: nowInShanghai(60) });
        expect((await apply(u)).code).toBe('0');
      } finally {
        await configureWithdrawals(t.app, 'ethereum', { window_start: null, window_end: null });
      }
    });

    it('withdraw_only_one = 1 allows one unfinished withdrawal at a time', async () => {
      await setSyspara(t.app, 'withdraw_only_one', '1');
      try {
        const u = await ready('1000');
        expect((await apply(u)).code).toBe('0');
        expect(await apply(u)).toEqual({ code: '1', msg: '您有一笔提现正在处理中', data: null });
      } finally {
        await setSyspara(t.app, 'withdraw_only_one', '0');
      }
    });

    it('concurrent applies never overdraw: exactly the affordable number succeed', async () => {
      const u = await ready('350');
      const tokens = await Promise.all(Array.from({ length: 8 }, async () => (await open(u)).session_token as string));
      const results = await Promise.all(
        tokens.map((session_token) =>
          act(
            t.http,
            'withdraw!apply',
            { session_token, amount: '100', from: DEST, channel: 'USDT', safeword: SAFEWORD },
            { token: u.token, lang: 'cn' },
          ),
        ),
      );
      expect(results.filter((r) => r.code === '0')).toHaveLength(3);
      expect(results.filter((r) => r.code !== '0').map((r) => r.msg)).toEqual(Array(5).fill('余额不足'));
      expect(await usdt(u)).toMatchObject({ money: 50, frozen: 300 });
      const report = await t.app.get(LedgerReconciler).run();
      expect(report.checks.find((c) => c.name === 'no forbidden negative balances')).toMatchObject({ ok: true, discrepancies: 0 });
      expect(report.ok).toBe(true);
    });

    it('refuses account cancellation while a withdrawal is unfinished', async () => {
      const u = await ready('100');
      expect((await apply(u)).code).toBe('0');
      expect(await usdt(u)).toMatchObject({ money: 0, frozen: 100 });
      const r = await act(
        t.http,
        'user!logoff',
        { account: u.email, reason: 'moving', cashPassword: SAFEWORD },
        { token: u.token, lang: 'cn' },
      );
      expect(r).toEqual({ code: '1', msg: '当前账号有未完成的提现订单，请完成后再试', data: null });
    });
  });

  describe('issue 14 item 2: the fund password, the cooling-off and the e-mailed cancel of a binding', () => {
    type Mail = { target: string; template: string; payload: Record<string, string> };
    const mails = async (email: string): Promise<Mail[]> =>
      t.app
        .get(DataSource)
        .query(
          `select target, template, payload from outbound_messages where target = $1 and template = 'withdraw_address_bound' order by created_at`,
          [email],
        );
    const usableInMinutes = async (u: User) => {
      const [row] = await t.app
        .get(DataSource)
        .query(
          `select extract(epoch from usable_from - bound_at)::int / 60 as m from withdraw_addresses where user_id = $1 and reset_at is null`,
          [u.id],
        );
      return row?.m as number | undefined;
    };
    const linkPath = (m: Mail) => {
      const u = new URL(m.payload.cancelUrl);
      return u.pathname + u.search;
    };

    it('verifies a sent fund password (wrong → refused, nothing bound; 5 wrong lock withdrawals too)', async () => {
      const u = await newUser('500');
      expect(await bind(u, { safeword: '135790' })).toEqual({ code: '1', msg: '资金密码错误', data: null });
      expect((await open(u)).existWithdrawAddress).toBe('');
      expect(await mails(u.email)).toEqual([]);
      for (let i = 2; i <= 4; i++) expect((await bind(u, { safeword: '135790' })).msg).toBe('资金密码错误');
      expect((await bind(u, { safeword: '135790' })).msg).toBe('密码输入错误次数过多，请明天再试');
      expect((await bind(u)).msg).toBe('密码输入错误次数过多，请明天再试'); // even the right one now
      // the one lock of every fund action (withdraw!apply reads the same counter)
      const [lock] = await t.app
        .get(DataSource)
        .query(`select locked_until > now() as locked from attempt_counters where key = $1`, [`safeword:${u.id}`]);
      expect(lock).toEqual({ locked: true });
    });

    it('with the fund password: the network cooling-off; without (old clients): at least 24 h; the owner is e-mailed either way', async () => {
      const web = await newUser();
      expect((await bind(web)).code).toBe('0');
      expect(await usableInMinutes(web)).toBe(0);
      expect((await open(web)).addressUsable).toBe(true);

      const old = await newUser();
      expect((await bind(old, { safeword: undefined })).code).toBe('0');
      expect(await usableInMinutes(old)).toBe(1440);
      expect((await open(old)).addressUsable).toBe(false);

      for (const u of [web, old]) {
        const [m, ...more] = await mails(u.email);
        expect(more).toEqual([]);
        expect(m.payload).toMatchObject({ chain: 'ERC20', address: DEST, lang: 'cn' });
        expect(m.payload.cancelUrl).toMatch(/^http:\/\/[^/]+\/v1\/withdraw-address\/cancel\?token=[A-Za-z0-9_-]{43}&lang=cn$/);
        expect(new Date(m.payload.cancelUntil).getTime()).toBeGreaterThanOrEqual(Date.now() + 23 * 3600_000);
      }
    });

    it('the one-click link cancels the binding once (localized page), then the user can bind another', async () => {
      const u = await newUser();
      expect((await bind(u, { safeword: undefined }, 'en')).code).toBe('0');
      const [m] = await mails(u.email);
      const first = await request(t.http).get(linkPath(m));
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      expect(first.headers['content-security-policy']).toContain("default-src 'self'");
      expect(first.text).toContain('The new withdrawal address was cancelled');
      expect((await open(u)).existWithdrawAddress).toBe('');
      const [row] = await t.app
        .get(DataSource)
        .query(`select reset_at is not null as reset, reset_by, reset_reason from withdraw_addresses where user_id = $1`, [u.id]);
      expect(row).toEqual({ reset: true, reset_by: null, reset_reason: 'cancelled by the owner (e-mail link)' });

      const again = await request(t.http).get(linkPath(m));
      expect(again.text).toContain('This link is no longer valid');
      const cn = await request(t.http).get(linkPath(m).replace('lang=en', 'lang=cn'));
      expect(cn.text).toContain('此链接已失效');
      expect((await request(t.http).get('/v1/withdraw-address/cancel?token=' + 'A'.repeat(43))).text).toContain('no longer valid');
      expect((await request(t.http).get('/v1/withdraw-address/cancel')).status).toBe(200);

      expect((await bind(u, { channel_address: OTHER })).code).toBe('0');
      expect((await open(u)).existWithdrawAddress).toBe(OTHER);
    });

    it('an expired link cancels nothing', async () => {
      const u = await newUser();
      expect((await bind(u, {}, 'en')).code).toBe('0');
      const [m] = await mails(u.email);
      const token = new URL(m.payload.cancelUrl).searchParams.get('token');
      await t.app
        .get(DataSource)
        .query(
          `update security_links set expires_at = now() - interval '1 second' where purpose = 'withdraw_bind_cancel' and subject = (select id::text from withdraw_addresses where user_id = $1)`,
          [u.id],
        );
      expect((await request(t.http).get(`/v1/withdraw-address/cancel?token=${token}&lang=en`)).text).toContain('no longer valid');
      expect((await open(u)).existWithdrawAddress).toBe(DEST);
    });
  });
});
