import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Contract, JsonRpcProvider, Wallet } from 'ethers';
import { startAnvil, type Anvil } from '../../../test/support/anvil';
import { makeUser } from '../../../test/support/chain';
import { closer } from '../../../test/support/owned';
import { operatorCredit } from '../../../test/support/ledger';
import { startContext } from '../../../test/support/test-app';
import { encodeTriggerRaw } from '../../../test/support/tron-payout-grid';
import { TEST_HOT_WALLET_KEY, financeOperators, openWithdrawals, payoutChain } from '../../../test/support/withdraw';
import { AdminOperationsService, type Operator } from '../admin';
import { signTronTxId, tronTxId } from '../chain';
import { LedgerService } from '../ledger';
import { SafewordService } from '../user';
import { HttpPayoutSigner, PAYOUT_SIGNER } from './payout/payout-signer';
import { WithdrawPayoutService } from './payout/payout.service';
import { WithdrawOrderRepository } from './withdraw-order.repository';
import { WithdrawReviewService } from './withdraw-review.service';
import { WithdrawService } from './withdraw.service';

const HOT = new Wallet(TEST_HOT_WALLET_KEY).address;
const TOKEN = 'signer-test-token-0123456789abcdef';
const SAFEWORD = '246810';
const CONFIRMATIONS = 2;

type Mode = 'ok' | 'to' | 'amount' | 'nonce' | 'gas' | 'chainId' | 'wrong-key' | 'refuse' | 'slow' | 'garbage';

/**
 * A real external signer over HTTP (node:http + an ethers Wallet holding the hot wallet key), as a
 * custody service would run it: bearer token, the documented JSON in, a serialized signed
 * transaction (or a TRON signature) out. Modes make it misbehave.
 */
function externalSigner() {
  const wallet = new Wallet(TEST_HOT_WALLET_KEY);
  const other = Wallet.createRandom();
  const state = { mode: 'ok' as Mode };
  const requests: { auth: string | undefined; body: Record<string, string> }[] = [];
  let port = 0;
  let stop = async (): Promise<void> => undefined;
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (d) => (text += String(d)));
    req.on('end', async () => {
      const body = JSON.parse(text) as Record<string, string>;
      requests.push({ auth: req.headers.authorization, body });
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return answer(401, { error: 'unauthorized' });
      if (state.mode === 'refuse') return answer(403, { error: 'daily limit reached' });
      if (state.mode === 'slow') await new Promise((r) => setTimeout(r, 1500));
      if (state.mode === 'garbage') return answer(200, { raw: '0xdeadbeef' });
      if (body.family === 'tron') {
        const key = state.mode === 'wrong-key' ? other.signingKey : wallet.signingKey;
        return answer(200, { signature: signTronTxId(key, body.txID) });
      }
      const m = state.mode;
      const tx = {
        type: body.maxFeePerGas ? 2 : 0,
        chainId: BigInt(body.chainId) + (m === 'chainId' ? 1n : 0n),
        nonce: Number(BigInt(body.nonce) + (m === 'nonce' ? 1n : 0n)),
        to: body.to,
        value: 0n,
        data:
          m === 'to'
            ? body.data.slice(0, 34) + Wallet.createRandom().address.slice(2).toLowerCase() + body.data.slice(74)
            : m === 'amount'
              ? body.data.slice(0, 74) + (BigInt('0x' + body.data.slice(74)) * 10n).toString(16).padStart(64, '0')
              : body.data,
        gasLimit: BigInt(body.gasLimit) + (m === 'gas' ? 1n : 0n),
        ...(body.maxFeePerGas
          ? { maxFeePerGas: BigInt(body.maxFeePerGas), maxPriorityFeePerGas: BigInt(body.maxPriorityFeePerGas) }
          : { gasPrice: BigInt(body.gasPrice) }),
      };
      const raw = await (m === 'wrong-key' ? other : wallet).signTransaction(tx);
      answer(200, { raw });
    });
  });
  return {
    state,
    requests,
    start: () =>
      new Promise<string>((r) =>
        server.listen(port, '127.0.0.1', () => {
          port = (server.address() as AddressInfo).port;
          stop = closer(
            () =>
              new Promise<void>((done) => {
                server.closeAllConnections();
                server.close(() => done());
              }),
          );
          r(`http://127.0.0.1:${port}/sign`);
        }),
      ),
    stop: () => stop(),
  };
}

describe('payouts signed by an external HTTP signer (anvil + a 6-decimal ERC-20)', () => {
  const signer = externalSigner();
  let signerUrl: string;
  let anvil: Anvil;
  let t: Awaited<ReturnType<typeof startContext>>;
  let provider: JsonRpcProvider;
  let token: Contract;
  let finance: Operator;

  const get = <T>(cls: new (...args: any[]) => T): T => t.ctx.get(cls, { strict: false });
  const payouts = () => get(WithdrawPayoutService);
  const order = async (orderNo: string) => (await get(WithdrawOrderRepository).findByNo(orderNo))!;
  const tokenBalance = async (address: string) => (await token.getFunction('balanceOf')(address)) as bigint;
  const hotNonce = () => provider.getTransactionCount(HOT, 'latest');
  const pendingCount = () => provider.getTransactionCount(HOT, 'pending');
  const mine = (n: number) => anvil.rpc('anvil_mine', ['0x' + n.toString(16)]);
  const approved = async (balance: string, amount: string) => {
    const userId = await makeUser(t.ctx, 'wds');
    await operatorCredit(t.ctx, userId, balance);
    await get(SafewordService).set(userId, SAFEWORD);
    const dest = Wallet.createRandom().address;
    await get(WithdrawService).bind(userId, { blockchainName: 'ERC20', coin: 'USDT', address: dest, safeword: SAFEWORD });
    const { sessionToken } = await get(WithdrawService).open(userId);
    const { orderNo } = await get(WithdrawService).apply(userId, { sessionToken, amount, to: dest, channel: 'USDT', safeword: SAFEWORD });
    await get(WithdrawReviewService).approve(orderNo, finance.id);
    return { userId, dest, no: orderNo };
  };

  beforeAll(async () => {
    signerUrl = await signer.start();
    anvil = await startAnvil();
    t = await startContext({
      CHAIN_SIGNER_URL: signerUrl,
      CHAIN_SIGNER_TOKEN: TOKEN,
      CHAIN_SIGNER_ADDRESS: HOT,
      CHAIN_SIGNER_TIMEOUT_MS: '500',
      CHAIN_PAYOUTS_ENABLED: 'true',
      CHAIN_PAYOUT_INTERVAL_MS: '3600000',
    });
    ({ provider, token } = await payoutChain(t.ctx, anvil, CONFIRMATIONS));
    await openWithdrawals(t.ctx, 'ethereum', '1000000000000');
    [finance] = await financeOperators(t.ctx, 'signer-finance');
  }, 60_000);

  afterAll(async () => {
    provider?.destroy();
    await t?.close();
    await anvil?.stop();
    await signer.stop();
  });

  it('is the configured signer, and keeps its token out of inspection', () => {
    const s = t.ctx.get(PAYOUT_SIGNER);
    expect(s).toBeInstanceOf(HttpPayoutSigner);
    expect(s.address).toBe(HOT.toLowerCase());
    expect(JSON.stringify(s)).not.toContain(TOKEN);
  });

  it('a full payout: approval → the job asks the signer → verified → sent → confirmed → success', async () => {
    const userId = await makeUser(t.ctx, 'wds');
    await operatorCredit(t.ctx, userId, '300');
    await get(SafewordService).set(userId, SAFEWORD);
    const dest = Wallet.createRandom().address;
    await get(WithdrawService).bind(userId, { blockchainName: 'ERC20', coin: 'USDT', address: dest, safeword: SAFEWORD });
    const { sessionToken } = await get(WithdrawService).open(userId);
    const { orderNo: no } = await get(WithdrawService).apply(userId, {
      sessionToken,
      amount: '100',
      to: dest,
      channel: 'USDT',
      safeword: SAFEWORD,
    });
    const nonce0 = await hotNonce();
    const asked = signer.requests.length;
    // The approval queues `wallet.payout` (in-process jobs here): sign via HTTP, record, send.
    await get(AdminOperationsService).approveWithdrawal(finance, no);
    for (let i = 0; i < 200 && (await order(no)).state !== 'confirming'; i++) await new Promise((r) => setTimeout(r, 25));
    const sent = await order(no);
    expect(sent).toMatchObject({ state: 'confirming', fromAddress: HOT.toLowerCase(), nonce: String(nonce0) });

    const req = signer.requests.slice(asked);
    expect(req).toHaveLength(1);
    expect(req[0].auth).toBe(`Bearer ${TOKEN}`);
    expect(req[0].body).toMatchObject({
      family: 'evm',
      from: HOT.toLowerCase(),
      chainId: '0x7a69',
      nonce: '0x' + nonce0.toString(16),
      to: await token.getAddress(),
      value: '0x0',
      data: expect.stringMatching(/^0xa9059cbb/),
      gasLimit: expect.stringMatching(/^0x[0-9a-f]+$/),
      maxFeePerGas: expect.stringMatching(/^0x[0-9a-f]+$/),
    });
    const onChain = await provider.getTransaction(sent.txHash!);
    expect(onChain).toMatchObject({ from: HOT, nonce: nonce0 });
    await mine(CONFIRMATIONS);
    expect(await payouts().confirmAll()).toMatchObject({ settled: 1 });
    expect(await order(no)).toMatchObject({ state: 'success' });
    expect(await tokenBalance(dest)).toBe(99_000_000n);
    expect((await get(LedgerService).userBalances(userId)).frozen.format()).toBe('0.000000');
  });

  it.each<[Mode, string]>([
    ['to', 'differs from the one asked: data'],
    ['amount', 'differs from the one asked: data'],
    ['nonce', 'differs from the one asked: nonce'],
    ['gas', 'differs from the one asked: gasLimit'],
    ['chainId', 'differs from the one asked: chainId'],
    ['wrong-key', 'is not the hot wallet'],
    ['garbage', 'unparsable'],
    ['refuse', 'signer refused: HTTP 403 daily limit reached'],
    ['slow', 'signer unreachable: no answer within 500 ms'],
  ])('a signer answer that is not exactly the asked transaction (%s) is refused: nothing broadcast, retryable', async (mode, why) => {
    const { dest, no } = await approved('60', '50');
    const nonce0 = await hotNonce();
    signer.state.mode = mode;
    try {
      expect(await payouts().payout(no)).toBe('error');
    } finally {
      signer.state.mode = 'ok';
    }
    const o = await order(no);
    expect(o).toMatchObject({ state: 'approved', txHash: null, rawTx: null, nonce: null, lastError: expect.stringContaining(why) });
    expect(o.lastError).not.toContain(TOKEN);
    expect(await pendingCount()).toBe(nonce0); // nothing reached the node
    expect(await tokenBalance(dest)).toBe(0n);
    // Retryable: the next run with an honest signer pays, with the same nonce.
    expect(await payouts().payout(no)).toBe('sent');
    expect((await order(no)).nonce).toBe(String(nonce0));
    await mine(CONFIRMATIONS);
    expect(await payouts().confirmAll()).toMatchObject({ settled: 1 });
    expect(await tokenBalance(dest)).toBe(49_500_000n);
  });

  it('a signer that is down leaves the withdrawal approved and retryable', async () => {
    const { dest, no } = await approved('30', '20');
    const nonce0 = await hotNonce();
    await signer.stop();
    try {
      expect(await payouts().payout(no)).toBe('error');
      expect(await payouts().sweep()).toBe(0);
    } finally {
      await signer.start();
    }
    expect(await order(no)).toMatchObject({ state: 'approved', txHash: null, lastError: expect.stringContaining('signer unreachable') });
    expect(await pendingCount()).toBe(nonce0);
    expect(await payouts().sweep()).toBe(1);
    await mine(CONFIRMATIONS);
    expect(await payouts().confirmAll()).toMatchObject({ settled: 1 });
    expect(await tokenBalance(dest)).toBe(19_800_000n);
  });

  it('TRON signatures from the HTTP signer are verified against the hot wallet', async () => {
    const s = t.ctx.get(PAYOUT_SIGNER) as HttpPayoutSigner;
    const rawDataHex = encodeTriggerRaw({
      ref_block_bytes: '2d9f',
      ref_block_hash: '0a3a8ba1b5d6e1c1',
      expiration: 1763800060000,
      timestamp: 1763800000000,
      fee_limit: 100000000,
      owner_address: '41' + HOT.slice(2).toLowerCase(),
      contract_address: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
      data: 'a9059cbb' + '0'.repeat(128),
    });
    const txID = tronTxId(rawDataHex);
    expect(await s.signTron({ txID, rawDataHex })).toMatch(/^[0-9a-f]{128}0[01]$/);
    expect(signer.requests.at(-1)!.body).toEqual({ family: 'tron', from: expect.stringMatching(/^T/), txID, rawDataHex });
    signer.state.mode = 'wrong-key';
    try {
      await expect(s.signTron({ txID, rawDataHex })).rejects.toThrow(/not the hot wallet/);
    } finally {
      signer.state.mode = 'ok';
    }
    await expect(s.signTron({ txID: 'ab'.repeat(32), rawDataHex })).rejects.toThrow(/txID is not sha256/);
  });
});
