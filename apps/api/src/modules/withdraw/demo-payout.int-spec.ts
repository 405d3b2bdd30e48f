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
  DEMO_NETWORK_ID,
  DEMO_NETWORK_NAME,
  DEMO_TOKEN_ADDRESS,
  seedDemoNetwork,
  startDemoChain,
  type DemoChain,
} from '../seed/demo-chain';
import { SafewordService } from '../user';
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
describe('demo withdrawals on the demo chain (MALL_DEMO_CHAIN=1)', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let chain: DemoChain;
  let provider: JsonRpcProvider;

  const get = <T>(cls: new (...args: any[]) => T): T => t.ctx.get(cls, { strict: false });

  beforeAll(async () => {
    t = await startContext({
      MALL_SEED: 'demo',
      MALL_DEMO_CHAIN: '1',
      MALL_DEMO_CHAIN_PORT: String(await freePort()),
      CHAIN_PAYOUT_INTERVAL_MS: '3600000',
      APPROVER_MIN_ACCOUNT_AGE_DAYS: '0',
    });
    const config = t.ctx.get<AppConfig>(APP_CONFIG);
    expect(await seedDemoNetwork(t.ctx.get(DataSource), config)).toBe(true);
    chain = await startDemoChain(config, t.ctx.get(DataSource));
    provider = new JsonRpcProvider(chain.url, 31337, { staticNetwork: true, pollingInterval: 50 });
  }, 90_000);

  afterAll(async () => {
    provider?.destroy();
    await t?.close();
    await chain?.stop();
  });

  it('the demo buyer withdraws on "ERC20 (demo)": paid by the demo key, confirmed, settled', async () => {
    const channels = get(WithdrawChannelService);
    expect(channels.payoutMode({ chain: DEMO_NETWORK_ID })).toBe('automatic');
    expect(channels.payoutMode({ chain: 'ethereum' })).toBe('manual');

    const userId = await makeUser(t.ctx, 'demo');
    await operatorCredit(t.ctx, userId, '100');
    await get(SafewordService).set(userId, SAFEWORD);
    const dest = Wallet.createRandom().address;
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
    const [finance] = await financeOperators(t.ctx, 'demo-finance');
    expect(await get(AdminOperationsService).approveWithdrawal(finance, orderNo)).toMatchObject({ state: 'approved' });

    const payouts = get(WithdrawPayoutService);
    expect(['sent', 'known']).toContain(await payouts.payout(orderNo));
    const token = new Contract(DEMO_TOKEN_ADDRESS, artifact.abi, provider);
    const order = async () => (await get(WithdrawOrderRepository).findByNo(orderNo))!;
    for (let i = 0; i < 100 && (await order()).state !== 'success'; i++) {
      await provider.send('anvil_mine', ['0x2']);
      await payouts.confirmAll();
    }
    expect(await order()).toMatchObject({ state: 'success', fromAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' });
    expect(await token.getFunction('balanceOf')(dest)).toBe(19_800_000n);
    const b = await get(LedgerService).userBalances(userId);
    expect([b.available.format(), b.frozen.format()]).toEqual(['80.000000', '0.000000']);
  });
});
