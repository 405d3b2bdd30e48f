import { Contract, JsonRpcProvider, Wallet } from 'ethers';
import { DataSource } from 'typeorm';
import artifact from '../../../test/fixtures/test-usdt/TestUSDT.json';
import { makeUser } from '../../../test/support/chain';
import { operatorCredit } from '../../../test/support/ledger';
import { startContext } from '../../../test/support/test-app';
import { financeOperators } from '../../../test/support/withdraw';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { freePort } from '../../core/database/embedded-postgres';
import { AdminOperationsService } from '../admin';
import { LedgerService } from '../ledger';
import {
  DEMO_CHAIN_FUNDED_KEY,
  DEMO_NETWORK_ID,
  DEMO_NETWORK_NAME,
  DEMO_TOKEN_ADDRESS,
  seedDemoNetwork,
  startDemoChain,
  withDemoChainKey,
  type DemoChain,
} from '../../demo/chain/demo-chain';
import { SafewordService } from '../user';
import { ManualPayoutService } from './payout/manual-payout.service';
import { WithdrawPayoutService } from './payout/payout.service';
import { WithdrawChannelService } from './withdraw-channel.service';
import { WithdrawOrderRepository } from './withdraw-order.repository';
import { WithdrawService } from './withdraw.service';

const SAFEWORD = '246810';

/**
 * The demo (MALL_SEED=demo, MALL_DEMO_CHAIN=1, no key of the operator): withdrawals are open on the
 * "ERC20 (demo)" network right after seeding, and the demo chain's TEST account pays them
 * automatically; every other network stays manual.
 */
/** A demo mall (MALL_SEED=demo, MALL_DEMO_CHAIN=1) with its chain running, plus `env`. */
function demoMall(env: Record<string, string> = {}) {
  const m = {} as { t: Awaited<ReturnType<typeof startContext>>; chain: DemoChain; provider: JsonRpcProvider };
  beforeAll(async () => {
    m.t = await startContext(
      {
        MALL_SEED: 'demo',
        MALL_DEMO_CHAIN: '1',
        MALL_DEMO_CHAIN_PORT: String(await freePort()),
        CHAIN_PAYOUT_INTERVAL_MS: '3600000',
        APPROVER_MIN_ACCOUNT_AGE_DAYS: '0',
        ...env,
      },
      withDemoChainKey, // as main.ts does in demo mode
    );
    const config = m.t.ctx.get<AppConfig>(APP_CONFIG);
    expect(await seedDemoNetwork(m.t.ctx.get(DataSource), config)).toBe(true);
    m.chain = await startDemoChain(config, m.t.ctx.get(DataSource));
    m.provider = new JsonRpcProvider(m.chain.url, 31337, { staticNetwork: true, pollingInterval: 50 });
  }, 90_000);
  afterAll(async () => {
    m.provider?.destroy();
    await m.t?.close();
    await m.chain?.stop();
  });
  return m;
}

/** The demo buyer with 100 USDT, a fund password and a payout address on "ERC20 (demo)", applying for 20: the order number. */
async function applyForTwenty(t: Awaited<ReturnType<typeof startContext>>, dest: string): Promise<string> {
  const get = <T>(cls: new (...args: any[]) => T): T => t.ctx.get(cls, { strict: false });
  const userId = await makeUser(t.ctx, 'demo');
  await operatorCredit(t.ctx, userId, '100');
  await get(SafewordService).set(userId, SAFEWORD);
  const bound = await get(WithdrawService).bind(userId, {
    blockchainName: DEMO_NETWORK_NAME,
    coin: 'USDT',
    address: dest,
    safeword: SAFEWORD,
  });
  expect(bound.usableFrom.getTime()).toBeLessThanOrEqual(Date.now()); // no cooling-off in the demo
  const { sessionToken } = await get(WithdrawService).open(userId);
  const { orderNo } = await get(WithdrawService).apply(userId, {
    sessionToken,
    amount: '20',
    to: dest,
    channel: 'USDT',
    safeword: SAFEWORD,
  });
  return orderNo;
}

describe('demo withdrawals on the demo chain (MALL_DEMO_CHAIN=1)', () => {
  const m = demoMall();
  const get = <T>(cls: new (...args: any[]) => T): T => m.t.ctx.get(cls, { strict: false });

  it('the demo buyer withdraws on "ERC20 (demo)": paid by the demo key, confirmed, settled', async () => {
    const channels = get(WithdrawChannelService);
    expect(channels.payoutMode({ chain: DEMO_NETWORK_ID })).toBe('automatic');
    expect(channels.payoutMode({ chain: 'ethereum' })).toBe('manual');

    const dest = Wallet.createRandom().address;
    const orderNo = await applyForTwenty(m.t, dest);
    const [finance] = await financeOperators(m.t.ctx, 'demo-finance');
    expect(await get(AdminOperationsService).approveWithdrawal(finance, orderNo)).toMatchObject({ state: 'approved' });

    const payouts = get(WithdrawPayoutService);
    expect(['sent', 'known']).toContain(await payouts.payout(orderNo));
    const token = new Contract(DEMO_TOKEN_ADDRESS, artifact.abi, m.provider);
    const order = async () => (await get(WithdrawOrderRepository).findByNo(orderNo))!;
    for (let i = 0; i < 100 && (await order()).state !== 'success'; i++) {
      await m.provider.send('anvil_mine', ['0x2']);
      await payouts.confirmAll();
    }
    expect(await order()).toMatchObject({ state: 'success', fromAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' });
    expect(await token.getFunction('balanceOf')(dest)).toBe(19_800_000n);
    const b = await get(LedgerService).userBalances((await order()).userId);
    expect([b.available.format(), b.frozen.format()]).toEqual(['80.000000', '0.000000']);
  });
});

/**
 * The README's "hand-paid path on the demo chain": with CHAIN_PAYOUTS_ENABLED=false the demo network
 * is paid by an operator — `tools/demo/send-usdt.mjs` (the chain's funded TEST account) pays the exact
 * amount, the hash is recorded, and the chain watcher settles it after the confirmations.
 */
describe('hand-paid demo withdrawals (MALL_DEMO_CHAIN=1, CHAIN_PAYOUTS_ENABLED=false)', () => {
  const m = demoMall({ CHAIN_PAYOUTS_ENABLED: 'false' });
  const get = <T>(cls: new (...args: any[]) => T): T => m.t.ctx.get(cls, { strict: false });

  it('approve → pay from the funded TEST account → record the hash → sent once confirmed', async () => {
    expect(get(WithdrawChannelService).payoutMode({ chain: DEMO_NETWORK_ID })).toBe('manual');
    const dest = Wallet.createRandom().address;
    const orderNo = await applyForTwenty(m.t, dest);
    const [finance] = await financeOperators(m.t.ctx, 'demo-hand-finance');
    const admin = get(AdminOperationsService);
    expect(await admin.approveWithdrawal(finance, orderNo)).toMatchObject({ state: 'approved' });
    const order = async () => (await get(WithdrawOrderRepository).findByNo(orderNo))!;
    const payer = new Contract(DEMO_TOKEN_ADDRESS, artifact.abi, new Wallet(DEMO_CHAIN_FUNDED_KEY, m.provider));
    const tx = await payer.getFunction('transfer')(dest, 19_800_000n); // the arrival shown under "To pay"
    await tx.wait();
    await admin.recordWithdrawalPayment(finance, orderNo, tx.hash);
    expect((await order()).state).toBe('verifying');
    for (let i = 0; i < 100 && (await order()).state !== 'success'; i++) {
      await m.provider.send('anvil_mine', ['0x2']);
      await get(ManualPayoutService).verifyAll();
    }
    expect(await order()).toMatchObject({ state: 'success', txHash: tx.hash.toLowerCase() });
    const b = await get(LedgerService).userBalances((await order()).userId);
    expect([b.available.format(), b.frozen.format()]).toEqual(['80.000000', '0.000000']);
  });
});
