import { readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { TEST_TRON_XPUB, configureNetwork, makeUser } from '../../../test/support/chain';
import { startContext } from '../../../test/support/test-app';
import { LedgerReconciler, LedgerService } from '../ledger';
import { DepositAddressService } from './deposit-address.service';
import { TronDepositScanner } from './tron/tron-scanner';

const FIXTURES = join(__dirname, '../../../test/fixtures/trongrid');
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** Addresses 0/0 and 0/1 of the test key: the recorded answers are about them. */
const A = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const B = 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK';
const TX1 = '709b55bd3da0f5a838125bd0ee20c5bfdd7caba173912d4281cae816b79a201b';
const TX2 = '27ca64c092a959c7edc525ed45e845b1de6a7590d173fd2fad9133c8a779a1e3';
const TX3 = '1f3cb18e896256d7d6bb8c11a6ec71f005c75de05e39beae5d93bbd1e2c8b7a9';
const FINGERPRINT = '5K3dx2pU9wWWC7CX1MgGZyBuiPZd1tKQp4nFcrTeoZdaixJdxnPH2Dk3CmEtVNNHEx5XkkEw4tDM7xRR';
const CURSOR = 1763700600000n;
const LOOKBACK = 600000n;

/**
 * A TronGrid stand-in answering recorded response shapes (`apps/api/test/fixtures/trongrid`): no
 * TRON node can run here, and the scanner only speaks the documented HTTP API.
 */
function tronGrid() {
  const calls: { path: string; query: Record<string, string>; apiKey: string | undefined }[] = [];
  let failing = false;
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const query = Object.fromEntries(url.searchParams);
    calls.push({ path: url.pathname, query, apiKey: req.headers['tron-pro-api-key'] as string | undefined });
    if (failing) return json(res, 503, { success: false, error: 'service unavailable' });
    let m = /^\/v1\/accounts\/(T[1-9A-HJ-NP-Za-km-z]{33})\/transactions\/trc20$/.exec(url.pathname);
    if (m) {
      if (query.only_confirmed !== 'true' || query.contract_address !== USDT) return json(res, 400, { success: false, error: 'bad query' });
      const file =
        m[1] === A
          ? query.fingerprint === FINGERPRINT
            ? `accounts-${A}-page2.json`
            : `accounts-${A}-page1.json`
          : `accounts-${m[1]}.json`;
      const path = join(FIXTURES, file);
      if (!existsSync(path)) return json(res, 200, { data: [], success: true, meta: { at: 1763700650000, page_size: 0 } });
      return json(res, 200, JSON.parse(readFileSync(path, 'utf8')));
    }
    m = /^\/v1\/transactions\/([0-9a-f]{64})\/events$/.exec(url.pathname);
    if (m && existsSync(join(FIXTURES, `events-${m[1]}.json`)))
      return json(res, 200, JSON.parse(readFileSync(join(FIXTURES, `events-${m[1]}.json`), 'utf8')));
    return json(res, 404, { success: false, error: 'not found' });
  });
  return {
    calls,
    fail: (on: boolean) => void (failing = on),
    start: () =>
      new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`))),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('TRON deposits through a TronGrid-compatible API (recorded answers)', () => {
  const grid = tronGrid();
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let userA: string;
  let userB: string;

  const available = async (userId: string) => (await t.ctx.get(LedgerService).userBalances(userId)).available.format();
  const depositsOf = (userId: string) =>
    ds.query(
      `select tx_hash as "txHash", log_index as "logIndex", block_number::text as "blockNumber", from_address as "from", amount::text, state
         from chain_deposits where user_id = $1 order by tx_hash, log_index`,
      [userId],
    );

  beforeAll(async () => {
    const url = await grid.start();
    t = await startContext({
      CHAIN_TRON_XPUB: TEST_TRON_XPUB,
      CHAIN_TRON_API_KEY: 'test-api-key',
      CHAIN_TRON_LOOKBACK_MS: String(LOOKBACK),
    });
    ds = t.ctx.get(DataSource);
    userA = await makeUser(t.ctx);
    userB = await makeUser(t.ctx);
    await configureNetwork(t.ctx, 'tron', { enabled: true, rpc_url: url, min_deposit: '1000000', scan_cursor: String(CURSOR) });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await grid.stop();
  });

  it('derives TRON deposit addresses (base58) from the TRON xpub, in allocation order', async () => {
    expect(await t.ctx.get(DepositAddressService).addressFor(userA, 'tron')).toBe(A);
    expect(await t.ctx.get(DepositAddressService).addressFor(userB, 'tron')).toBe(B);
    expect(await t.ctx.get(DepositAddressService).addressFor(userA, 'evm')).toBeNull(); // no EVM key configured
  });

  it('records confirmed transfers to our addresses by event index and credits them; skips the rest', async () => {
    const started = BigInt(Date.now());
    const [report] = await t.ctx.get(TronDepositScanner).scanAll();
    expect(report).toEqual({ network: 'tron', addresses: 2, recorded: 4, credited: 3 });

    // Asked as documented: confirmed only, USDT only, from the cursor minus the look-back, with the key; paged by fingerprint.
    const listCalls = grid.calls.filter((c) => c.path.endsWith('/transactions/trc20'));
    expect(listCalls.map((c) => [c.path.split('/')[3], c.query.fingerprint ?? null])).toEqual([
      [A, null],
      [A, FINGERPRINT],
      [B, null],
    ]);
    for (const c of listCalls)
      expect(c).toMatchObject({ apiKey: 'test-api-key', query: { only_confirmed: 'true', min_timestamp: String(CURSOR - LOOKBACK) } });
    // Events only for new transfers to us (not for the outgoing one, the approval or the other token), each once.
    expect(grid.calls.filter((c) => c.path.endsWith('/events')).map((c) => c.path.split('/')[3])).toEqual([TX1, TX2, TX3]);

    expect(await depositsOf(userA)).toEqual([
      {
        txHash: TX3,
        logIndex: 0,
        blockNumber: '77000003',
        from: 'TAuD2W5vggcdy1cNpem4uH3HreRMyPQLHT',
        amount: '300000',
        state: 'below_minimum',
      },
      {
        txHash: TX2,
        logIndex: 1,
        blockNumber: '77000002',
        from: 'TAuD2W5vggcdy1cNpem4uH3HreRMyPQLHT',
        amount: '5500000',
        state: 'credited',
      },
      {
        txHash: TX1,
        logIndex: 0,
        blockNumber: '77000001',
        from: 'TAuD2W5vggcdy1cNpem4uH3HreRMyPQLHT',
        amount: '25000000',
        state: 'credited',
      },
    ]);
    expect(await depositsOf(userB)).toEqual([expect.objectContaining({ txHash: TX2, logIndex: 2, amount: '3000000', state: 'credited' })]);
    expect(await available(userA)).toBe('30.500000');
    expect(await available(userB)).toBe('3.000000');
    expect(await t.ctx.get(LedgerService).findTransfer(`deposit:tron:${TX2}:1`)).toMatchObject({ kind: 'deposit.chain' });
    const orders = await ds.query(
      `select state, amount::text, blockchain_name as "name", channel_address as "address", failure_code as "failureCode" from recharge_orders where user_id = $1 order by recharge_orders.amount`,
      [userA],
    );
    expect(orders).toEqual([
      { state: 2, amount: '300000', name: 'TRC20', address: A, failureCode: 'DEPOSIT_BELOW_MINIMUM' },
      { state: 1, amount: '5500000', name: 'TRC20', address: A, failureCode: null },
      { state: 1, amount: '25000000', name: 'TRC20', address: A, failureCode: null },
    ]);
    const [{ cursor }] = await ds.query(`select scan_cursor::text as cursor from chain_networks where id = 'tron'`);
    expect(BigInt(cursor)).toBeGreaterThanOrEqual(started);
  });

  it('re-reading the same window changes nothing', async () => {
    const before = grid.calls.length;
    const [report] = await t.ctx.get(TronDepositScanner).scanAll();
    expect(report).toMatchObject({ recorded: 0, credited: 0 });
    expect(grid.calls.slice(before).filter((c) => c.path.endsWith('/events'))).toEqual([]);
    expect(await available(userA)).toBe('30.500000');
    const [{ n }] = await ds.query(`select count(*)::int n from chain_deposits where chain = 'tron'`);
    expect(n).toBe(4);
  });

  it('keeps the cursor when the API fails, and the ledger reconciles', async () => {
    const [{ cursor: before }] = await ds.query(`select scan_cursor::text as cursor from chain_networks where id = 'tron'`);
    grid.fail(true);
    expect(await t.ctx.get(TronDepositScanner).scanAll()).toEqual([]);
    grid.fail(false);
    const [{ cursor: after }] = await ds.query(`select scan_cursor::text as cursor from chain_networks where id = 'tron'`);
    expect(after).toBe(before);
    expect((await t.ctx.get(LedgerReconciler).run()).ok).toBe(true);
  });
});
