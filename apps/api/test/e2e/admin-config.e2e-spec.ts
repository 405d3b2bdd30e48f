import request from 'supertest';
import { DataSource } from 'typeorm';
import { act, registerUser } from '../support/act';
import { createOperator, ROOT, rootEnv } from '../support/admin';
import { bearer, operatorToken } from '../support/bearer';
import { TEST_EVM_XPUB } from '../support/chain';
import { startHttpApp } from '../support/test-app';

const SECRET_RPC = 'https://rpc.example.net/v3/0123456789abcdef0123456789abcdef';
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('operator configuration /v1/admin/networks and /v1/admin/withdraw-rules', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let root: string;
  let finance: string;
  let support: string;

  const as = (token: string) => bearer(t.http, token);
  const tokenOf = (username: string, password: string) => operatorToken(t.http, username, password);
  const audits = (action: string, target: string) =>
    ds.query(`select action, target, details from audit_log where action = $1 and target = $2 order by id`, [action, target]);
  const invalid = (r: request.Response, field: string) =>
    expect([r.status, r.body]).toEqual([400, { error: { code: 'COMMON_INVALID_PARAM', message: `Invalid parameter: ${field}` } }]);

  beforeAll(async () => {
    // An EVM key only: EVM networks can be put in service, TRON ones cannot.
    t = await startHttpApp({ ...rootEnv(ROOT), CHAIN_EVM_XPUB: TEST_EVM_XPUB });
    ds = t.app.get(DataSource);
    root = await tokenOf(ROOT.username, ROOT.password);
    const op = (username: string, role: string) =>
      createOperator(t.http, root, { username, password: `${username}-password-1`, roles: [role] });
    finance = (await op('finance-cfg', 'finance')).token;
    support = (await op('support-cfg', 'support')).token;
  }, 60_000);
  afterAll(() => t.close());

  it('OpenAPI documents the configuration routes', async () => {
    const doc = await request(t.http).get('/docs/json');
    expect(doc.body.paths['/v1/admin/networks'].get).toBeDefined();
    expect(doc.body.paths['/v1/admin/networks/{id}'].patch.requestBody).toBeDefined();
    expect(doc.body.paths['/v1/admin/withdraw-rules'].get).toBeDefined();
    expect(doc.body.paths['/v1/admin/withdraw-rules'].patch).toBeDefined();
    expect(doc.body.paths['/v1/admin/withdraw-rules/{chain}'].patch.requestBody).toBeDefined();
    for (const s of ['NetworkView', 'NetworkPatchBody', 'WithdrawRuleView', 'WithdrawRulePatchBody', 'WithdrawRuleList'])
      expect([s, !!doc.body.components.schemas[s]]).toEqual([s, true]);
  });

  describe('networks', () => {
    it('lists every network with its settings; finance and support may read', async () => {
      const r = await as(support).get('/v1/admin/networks');
      expect(r.status).toBe(200);
      expect(r.body.items.map((n: { id: string }) => n.id)).toEqual(['tron', 'ethereum', 'bsc', 'polygon']);
      expect(r.body.items[1]).toEqual({
        id: 'ethereum',
        family: 'evm',
        name: 'ERC20',
        coin: 'USDT',
        tokenContract: '0xdac17f958d2ee523a2206206994597c13d831ec7',
        tokenDecimals: 6,
        confirmations: 12,
        minDeposit: '1.000000',
        rechargeMin: '1.000000',
        rechargeMax: '9999999.000000',
        claimTwoApprovalThreshold: '1000.000000',
        enabled: false,
        rpcUrl: null,
        scanCursor: null,
        img: '',
        keyConfigured: true,
        inService: false,
      });
      expect(r.body.items[0]).toMatchObject({ id: 'tron', family: 'tron', keyConfigured: false, inService: false });
      expect((await as(finance).get('/v1/admin/networks')).status).toBe(200);
      expect((await request(t.http).get('/v1/admin/networks')).status).toBe(401);
    });

    it('only a superadmin changes a network', async () => {
      for (const token of [finance, support]) {
        const r = await as(token).patch('/v1/admin/networks/ethereum', { confirmations: 20 });
        expect([r.status, r.body.error.code]).toEqual([403, 'ADMIN_FORBIDDEN']);
      }
      expect((await ds.query(`select confirmations from chain_networks where id = 'ethereum'`))[0].confirmations).toBe(12);
    });

    it('validates every field strictly, naming it', async () => {
      const bad: [object, string][] = [
        [{}, 'body'],
        [{ family: 'tron' }, 'family'],
        [{ id: 'x' }, 'id'],
        [{ enabled: 'yes' }, 'enabled'],
        [{ rpcUrl: 'ftp://node.example.com' }, 'rpcUrl'],
        [{ rpcUrl: 'javascript:alert(1)' }, 'rpcUrl'],
        [{ rpcUrl: 'node.example.com' }, 'rpcUrl'],
        [{ rpcUrl: 'https://node.example.com/a b' }, 'rpcUrl'],
        [{ rpcUrl: '' }, 'rpcUrl'],
        [{ confirmations: 0 }, 'confirmations'],
        [{ confirmations: 1001 }, 'confirmations'],
        [{ confirmations: 1.5 }, 'confirmations'],
        [{ confirmations: '12' }, 'confirmations'],
        [{ tokenDecimals: 37 }, 'tokenDecimals'],
        [{ minDeposit: 1 }, 'minDeposit'],
        [{ minDeposit: '0' }, 'minDeposit'],
        [{ minDeposit: '1.0000001' }, 'minDeposit'],
        [{ minDeposit: '1e3' }, 'minDeposit'],
        [{ minDeposit: '-5' }, 'minDeposit'],
        [{ rechargeMax: '1000000000001' }, 'rechargeMax'],
        [{ rechargeMin: '100', rechargeMax: '50' }, 'rechargeMax'],
        [{ rechargeMin: '10000000' }, 'rechargeMax'], // above the current maximum
        [{ tokenContract: USDT_TRON }, 'tokenContract'], // a TRON address on an EVM network
        [{ tokenContract: '0xdac17f958d2ee523a2206206994597c13d831ec' }, 'tokenContract'],
        [{ tokenContract: '0xDAC17F958D2EE523A2206206994597C13D831EC7'.replace('DAC', 'dAC') }, 'tokenContract'], // bad checksum
        [{ tokenContract: '0x0000000000000000000000000000000000000000' }, 'tokenContract'],
        [{ name: 'TRC20' }, 'name'], // taken by another network
        [{ name: 'trc20' }, 'name'], // clients match names case-insensitively
        [{ name: '<b>x</b>' }, 'name'],
        [{ scanCursor: '-1' }, 'scanCursor'],
        [{ scanCursor: 12 }, 'scanCursor'],
        [{ enabled: true }, 'rpcUrl'], // no endpoint yet
      ];
      for (const [body, field] of bad) {
        const r = await as(root).patch('/v1/admin/networks/ethereum', body);
        expect([JSON.stringify(body), r.status, r.body.error?.message]).toEqual([JSON.stringify(body), 400, `Invalid parameter: ${field}`]);
      }
      invalid(
        await as(root).patch('/v1/admin/networks/tron', { tokenContract: '0xdac17f958d2ee523a2206206994597c13d831ec7' }),
        'tokenContract',
      );
      const missing = await as(root).patch('/v1/admin/networks/nowhere', { confirmations: 3 });
      expect([missing.status, missing.body.error.code]).toEqual([404, 'COMMON_NOT_FOUND']);
      expect(await audits('network.update', 'ethereum')).toEqual([]);
    });

    it('applies a change, masks the endpoint in the answer and the audit log, and records before/after', async () => {
      const r = await as(root).patch('/v1/admin/networks/ethereum', {
        rpcUrl: SECRET_RPC,
        confirmations: 20,
        rechargeMin: '10',
        rechargeMax: '50000.5',
        minDeposit: '0.5',
        tokenContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        id: 'ethereum',
        rpcUrl: 'https://rpc.example.net/…cdef',
        confirmations: 20,
        rechargeMin: '10.000000',
        rechargeMax: '50000.500000',
        minDeposit: '0.500000',
        tokenContract: '0xdac17f958d2ee523a2206206994597c13d831ec7',
        enabled: false,
        inService: false,
      });
      expect(JSON.stringify(r.body)).not.toContain('0123456789abcdef');
      const [row] = await ds.query(
        `select rpc_url, confirmations, recharge_min::text, recharge_max::text, min_deposit::text from chain_networks where id = 'ethereum'`,
      );
      expect(row).toEqual({
        rpc_url: SECRET_RPC,
        confirmations: 20,
        recharge_min: '10000000',
        recharge_max: '50000500000',
        min_deposit: '500000',
      });
      const list = await as(finance).get('/v1/admin/networks');
      expect(JSON.stringify(list.body)).not.toContain('0123456789abcdef');

      const log = await audits('network.update', 'ethereum');
      expect(log).toEqual([
        {
          action: 'network.update',
          target: 'ethereum',
          details: {
            before: { rpcUrl: null, confirmations: 12, minDeposit: '1.000000', rechargeMin: '1.000000', rechargeMax: '9999999.000000' },
            after: {
              rpcUrl: 'https://rpc.example.net/…cdef',
              confirmations: 20,
              minDeposit: '0.500000',
              rechargeMin: '10.000000',
              rechargeMax: '50000.500000',
            },
          },
        },
      ]);
      expect(JSON.stringify(log)).not.toContain('0123456789abcdef');

      // The same values again change nothing and write nothing.
      expect((await as(root).patch('/v1/admin/networks/ethereum', { confirmations: 20 })).status).toBe(200);
      expect(await audits('network.update', 'ethereum')).toHaveLength(1);
      // A different key behind the same-looking mask is still recorded as a change.
      expect((await as(root).patch('/v1/admin/networks/ethereum', { rpcUrl: SECRET_RPC.replace('0123', '9999') })).status).toBe(200);
      expect(await audits('network.update', 'ethereum')).toHaveLength(2);
      // A TRON network takes a TRON contract.
      const tron = await as(root).patch('/v1/admin/networks/tron', { tokenContract: USDT_TRON, confirmations: 1000 });
      expect(tron.body).toMatchObject({ tokenContract: USDT_TRON, confirmations: 1000 });
    });

    it('an enabled network (with endpoint and key) is offered to buyers; a disabled one is not', async () => {
      const u = await registerUser(t.http);
      const offered = async () =>
        ((await act(t.http, 'channelBlockchain!list', {}, { token: u.token })).data as { blockchain_name: string }[]).map(
          (c) => c.blockchain_name,
        );
      expect(await offered()).toEqual([]);

      const on = await as(root).patch('/v1/admin/networks/ethereum', { enabled: true });
      expect(on.body).toMatchObject({ enabled: true, inService: true });
      await as(root).patch('/v1/admin/networks/polygon', { rpcUrl: 'http://127.0.0.1:9/', enabled: true, name: 'Polygon PoS' });
      expect(await offered()).toEqual(['ERC20', 'Polygon PoS']);
      const list = await act(t.http, 'channelBlockchain!list', {}, { token: u.token });
      expect(list.data[0]).toMatchObject({ id: 'ethereum', coin: 'USDT', recharge_limit_min: 10, recharge_limit_max: 50000.5 });
      expect(list.data[0].address).toMatch(/^0x[0-9a-fA-F]{40}$/);

      // TRON has no key here: enabling it is allowed, but it is not in service and not offered.
      const tron = await as(root).patch('/v1/admin/networks/tron', { rpcUrl: 'https://api.trongrid.io', enabled: true });
      expect(tron.body).toMatchObject({ enabled: true, keyConfigured: false, inService: false, rpcUrl: 'https://api.trongrid.io' });
      expect(await offered()).toEqual(['ERC20', 'Polygon PoS']);

      expect((await as(root).patch('/v1/admin/networks/polygon', { enabled: false })).body.inService).toBe(false);
      expect(await offered()).toEqual(['ERC20']);
      // Removing the endpoint of an enabled network is refused (disable it first).
      invalid(await as(root).patch('/v1/admin/networks/ethereum', { rpcUrl: null }), 'rpcUrl');
      expect((await as(root).patch('/v1/admin/networks/ethereum', { enabled: false, rpcUrl: null })).body).toMatchObject({
        enabled: false,
        rpcUrl: null,
      });
      expect(await offered()).toEqual([]);
      const [last] = (await audits('network.update', 'ethereum')).slice(-1);
      expect(last.details).toEqual({
        before: { enabled: true, rpcUrl: expect.stringMatching(/^https:\/\/rpc\.example\.net\/…/) },
        after: { enabled: false, rpcUrl: null },
      });
    });
  });

  describe('withdrawal rules', () => {
    /** Ethereum's rules as seeded, and as the change below leaves them (in the answers' form). */
    const SEEDED = {
      enabled: false,
      minAmount: '10.000000',
      maxAmount: '9999999.000000',
      feeRate: '0.01',
      dailyCount: 5,
      windowStart: null,
      windowEnd: null,
      twoApprovalThreshold: '1000.000000',
      addressCooldownMinutes: 1440,
    };
    const CHANGED = {
      enabled: true,
      minAmount: '20.000000',
      maxAmount: '5000.250000',
      feeRate: '0.015',
      dailyCount: 0,
      windowStart: '22:00',
      windowEnd: '06:00',
      twoApprovalThreshold: '0.000000',
      addressCooldownMinutes: 60,
    };

    it('lists the rules of every network and the global settings', async () => {
      const r = await as(support).get('/v1/admin/withdraw-rules');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ onlyOne: true, payoutsConfigured: false });
      expect(r.body.items.find((i: { chain: string }) => i.chain === 'ethereum')).toEqual({
        chain: 'ethereum',
        family: 'evm',
        blockchainName: 'ERC20',
        coin: 'USDT',
        ...SEEDED,
        inService: false,
      });
    });

    it('only a superadmin changes them; bad input is refused naming the field', async () => {
      for (const token of [finance, support]) {
        expect((await as(token).patch('/v1/admin/withdraw-rules/ethereum', { feeRate: '0' })).status).toBe(403);
        expect((await as(token).patch('/v1/admin/withdraw-rules', { onlyOne: false })).status).toBe(403);
      }
      const bad: [object, string][] = [
        [{}, 'body'],
        [{ chain: 'bsc' }, 'chain'],
        [{ minAmount: 10 }, 'minAmount'],
        [{ minAmount: '0' }, 'minAmount'],
        [{ minAmount: '0.0000001' }, 'minAmount'],
        [{ maxAmount: 'NaN' }, 'maxAmount'],
        [{ minAmount: '100', maxAmount: '99.999999' }, 'maxAmount'],
        [{ minAmount: '10000000' }, 'maxAmount'], // above the current maximum
        [{ feeRate: '1' }, 'feeRate'],
        [{ feeRate: '0.5%' }, 'feeRate'],
        [{ feeRate: '0.0000001' }, 'feeRate'],
        [{ feeRate: 0.01 }, 'feeRate'],
        [{ dailyCount: -1 }, 'dailyCount'],
        [{ dailyCount: 2.5 }, 'dailyCount'],
        [{ windowStart: '24:00', windowEnd: '08:00' }, 'windowStart'],
        [{ windowStart: '9:00', windowEnd: '18:00' }, 'windowStart'],
        [{ windowStart: '09:00' }, 'windowEnd'], // both or neither
        [{ twoApprovalThreshold: '-1' }, 'twoApprovalThreshold'],
        [{ addressCooldownMinutes: 525601 }, 'addressCooldownMinutes'],
      ];
      for (const [body, field] of bad) {
        const r = await as(root).patch('/v1/admin/withdraw-rules/ethereum', body);
        expect([JSON.stringify(body), r.status, r.body.error?.message]).toEqual([JSON.stringify(body), 400, `Invalid parameter: ${field}`]);
      }
      expect((await as(root).patch('/v1/admin/withdraw-rules/nowhere', { dailyCount: 1 })).status).toBe(404);
      invalid(await as(root).patch('/v1/admin/withdraw-rules', { onlyOne: 'no' }), 'onlyOne');
      expect(await audits('withdraw_rule.update', 'ethereum')).toEqual([]);
    });

    it('applies a change and records before/after; the one-at-a-time setting too', async () => {
      const r = await as(root).patch('/v1/admin/withdraw-rules/ethereum', {
        enabled: true,
        minAmount: '20',
        maxAmount: '5000.25',
        feeRate: '0.015',
        dailyCount: 0,
        windowStart: '22:00',
        windowEnd: '06:00',
        twoApprovalThreshold: '0',
        addressCooldownMinutes: 60,
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        chain: 'ethereum',
        ...CHANGED,
        inService: false, // the network's endpoint was removed above
      });
      const [row] = await ds.query(
        `select min_amount::text, max_amount::text, two_approval_threshold::text, fee_rate from withdraw_configs where chain = 'ethereum'`,
      );
      expect(row).toEqual({ min_amount: '20000000', max_amount: '5000250000', two_approval_threshold: '0', fee_rate: '0.015' });
      expect(await audits('withdraw_rule.update', 'ethereum')).toEqual([
        {
          action: 'withdraw_rule.update',
          target: 'ethereum',
          details: {
            before: SEEDED,
            after: CHANGED,
          },
        },
      ]);
      // Both window ends go away together.
      expect((await as(root).patch('/v1/admin/withdraw-rules/ethereum', { windowStart: null, windowEnd: null })).body).toMatchObject({
        windowStart: null,
        windowEnd: null,
      });
      expect((await as(root).patch('/v1/admin/withdraw-rules/ethereum', { dailyCount: 0 })).status).toBe(200);
      expect(await audits('withdraw_rule.update', 'ethereum')).toHaveLength(2);

      const s = await as(root).patch('/v1/admin/withdraw-rules', { onlyOne: false });
      expect(s.body.onlyOne).toBe(false);
      expect((await ds.query(`select value from sysparas where code = 'withdraw_only_one'`))[0].value).toBe('0');
      expect(await audits('withdraw_settings.update', 'withdraw_only_one')).toEqual([
        {
          action: 'withdraw_settings.update',
          target: 'withdraw_only_one',
          details: { before: { onlyOne: true }, after: { onlyOne: false } },
        },
      ]);
    });

    it('without a payout signer, "withdrawals enabled" puts a network with an endpoint in service (paid by hand), EVM and TRON alike', async () => {
      expect((await as(root).patch('/v1/admin/networks/ethereum', { rpcUrl: 'https://rpc.example.net/manual' })).status).toBe(200);
      expect((await as(root).patch('/v1/admin/withdraw-rules/ethereum', { enabled: false })).body.inService).toBe(false);
      expect((await as(root).patch('/v1/admin/withdraw-rules/ethereum', { enabled: true })).body.inService).toBe(true);
      expect((await as(root).patch('/v1/admin/withdraw-rules/tron', { enabled: true })).body.inService).toBe(true);
      const r = await as(support).get('/v1/admin/withdraw-rules');
      expect(r.body.payoutsConfigured).toBe(false);
      expect(
        r.body.items
          .filter((i: { inService: boolean }) => i.inService)
          .map((i: { chain: string }) => i.chain)
          .sort(),
      ).toEqual(['ethereum', 'tron']);
    });
  });
});
