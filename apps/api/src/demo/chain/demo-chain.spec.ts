import { Wallet } from 'ethers';
import { TEST_EVM_XPUB } from '../../../test/support/chain';
import { TEST_HOT_WALLET_KEY } from '../../../test/support/withdraw';
import { loadConfig } from '../../config/env.schema';
import { KeyPayoutSigner, payoutSignerFromConfig } from '../../modules/withdraw';
import { DEMO_CHAIN_FUNDED_KEY, DEMO_NETWORK_ID, demoEvmXpub, withDemoChainKey } from './demo-chain';

const BASE = { NODE_ENV: 'test', MALL_DATA_DIR: '/tmp/mall-demo-chain-spec' };
/** The payout signer a start with this environment gets (main.ts: loadConfig, then the demo's keys). */
const signerOf = (env: Record<string, string>) => payoutSignerFromConfig(withDemoChainKey(loadConfig({ ...BASE, ...env })));

describe('demo keys (withDemoChainKey)', () => {
  it('the demo seed without a key of the operator deposits to the public TEST xpub; with one, to theirs', () => {
    expect(withDemoChainKey(loadConfig({ ...BASE, MALL_SEED: 'demo' })).CHAIN_EVM_XPUB).toBe(demoEvmXpub());
    expect(withDemoChainKey(loadConfig({ ...BASE, MALL_SEED: 'demo', CHAIN_EVM_XPUB: TEST_EVM_XPUB })).CHAIN_EVM_XPUB).toBe(TEST_EVM_XPUB);
    expect(withDemoChainKey(loadConfig({ ...BASE, MALL_SEED: 'none' })).CHAIN_EVM_XPUB).toBeUndefined();
  });

  it('the demo chain (MALL_DEMO_CHAIN=1, demo seed, no key of the operator): its funded TEST account pays on the demo network only', () => {
    const demo = signerOf({ MALL_SEED: 'demo', MALL_DEMO_CHAIN: '1' });
    expect(demo).toBeInstanceOf(KeyPayoutSigner);
    expect(demo!.address).toBe(new Wallet(DEMO_CHAIN_FUNDED_KEY).address.toLowerCase());
    expect(demo!.networks).toEqual([DEMO_NETWORK_ID]);
    // Not without the demo chain, not outside the demo, not with the operator's own deposit key, not with payouts off.
    expect(signerOf({ MALL_SEED: 'demo' })).toBeNull();
    expect(signerOf({ MALL_SEED: 'none', MALL_DEMO_CHAIN: '1' })).toBeNull();
    expect(signerOf({ MALL_SEED: 'demo', MALL_DEMO_CHAIN: '1', CHAIN_EVM_XPUB: TEST_EVM_XPUB })).toBeNull();
    expect(signerOf({ MALL_SEED: 'demo', MALL_DEMO_CHAIN: '1', CHAIN_PAYOUTS_ENABLED: 'false' })).toBeNull();
    // A signer of the operator's pays everywhere, with its own key.
    const own = signerOf({ MALL_SEED: 'demo', MALL_DEMO_CHAIN: '1', CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY });
    expect(own!.networks).toBeUndefined();
    expect(own!.address).toBe(new Wallet(TEST_HOT_WALLET_KEY).address.toLowerCase());
  });
});
