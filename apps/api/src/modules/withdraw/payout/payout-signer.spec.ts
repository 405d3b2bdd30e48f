import { Wallet } from 'ethers';
import { TEST_HOT_WALLET_KEY } from '../../../../test/support/withdraw';
import { ConfigError, loadConfig } from '../../../config/env.schema';
import {
  HttpPayoutSigner,
  KeyPayoutSigner,
  PayoutSignerError,
  payoutSignerFromConfig,
  verifySignedPayoutTx,
  type UnsignedPayoutTx,
} from './payout-signer';

const HOT = new Wallet(TEST_HOT_WALLET_KEY).address;
const BASE = { NODE_ENV: 'test', MALL_DATA_DIR: '/tmp/mall-signer-spec' };
const SIGNER = {
  CHAIN_SIGNER_URL: 'https://signer.internal/sign',
  CHAIN_SIGNER_TOKEN: 'a-long-enough-token-1234',
  CHAIN_SIGNER_ADDRESS: HOT,
};

describe('payout signer choice', () => {
  it('key XOR signer URL; a signer URL needs its token and address; payouts on need one of them', () => {
    expect(() => loadConfig({ ...BASE, ...SIGNER, CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ ...BASE, CHAIN_SIGNER_URL: SIGNER.CHAIN_SIGNER_URL, CHAIN_SIGNER_ADDRESS: HOT })).toThrow(
      /CHAIN_SIGNER_TOKEN/,
    );
    expect(() => loadConfig({ ...BASE, CHAIN_SIGNER_URL: SIGNER.CHAIN_SIGNER_URL, CHAIN_SIGNER_TOKEN: SIGNER.CHAIN_SIGNER_TOKEN })).toThrow(
      /CHAIN_SIGNER_ADDRESS/,
    );
    expect(() => loadConfig({ ...BASE, CHAIN_PAYOUTS_ENABLED: 'true' })).toThrow(/no signer/);
    expect(() => loadConfig({ ...BASE, ...SIGNER, CHAIN_SIGNER_ADDRESS: '0x1234' })).toThrow(/CHAIN_SIGNER_ADDRESS/);
  });

  it('builds the configured signer (or none)', () => {
    expect(payoutSignerFromConfig(loadConfig(BASE))).toBeNull();
    expect(payoutSignerFromConfig(loadConfig({ ...BASE, CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY }))).toBeInstanceOf(KeyPayoutSigner);
    const http = payoutSignerFromConfig(loadConfig({ ...BASE, ...SIGNER, CHAIN_PAYOUTS_ENABLED: 'true' }));
    expect(http).toBeInstanceOf(HttpPayoutSigner);
    expect(http!.address).toBe(HOT.toLowerCase());
    expect(JSON.stringify(http)).not.toContain(SIGNER.CHAIN_SIGNER_TOKEN);
    expect(payoutSignerFromConfig(loadConfig({ ...BASE, ...SIGNER, CHAIN_PAYOUTS_ENABLED: 'false' }))).toBeNull();
    // The factory refuses the same combinations if handed a config that skipped loadConfig.
    const cfg = loadConfig(BASE);
    expect(() => payoutSignerFromConfig({ ...cfg, ...SIGNER, CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY })).toThrow(/not both/);
    expect(() => payoutSignerFromConfig({ ...cfg, CHAIN_PAYOUTS_ENABLED: true })).toThrow(/needs a payout signer/);
  });

  it('CHAIN_PAYOUT_NETWORKS limits the signer (key or URL) to those networks; unset, it pays on every one', () => {
    expect(payoutSignerFromConfig(loadConfig({ ...BASE, CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY }))!.networks).toBeUndefined();
    const key = payoutSignerFromConfig(
      loadConfig({ ...BASE, CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY, CHAIN_PAYOUT_NETWORKS: ' ethereum , tron,ethereum' }),
    );
    expect(key).toBeInstanceOf(KeyPayoutSigner);
    expect(key!.networks).toEqual(['ethereum', 'tron']);
    const http = payoutSignerFromConfig(loadConfig({ ...BASE, ...SIGNER, CHAIN_PAYOUT_NETWORKS: 'bsc' }));
    expect(http).toBeInstanceOf(HttpPayoutSigner);
    expect(http!.networks).toEqual(['bsc']);
    for (const bad of ['', 'Ethereum', 'ethereum,', 'a b', 'x;y']) {
      expect(() => loadConfig({ ...BASE, CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY, CHAIN_PAYOUT_NETWORKS: bad })).toThrow(
        /CHAIN_PAYOUT_NETWORKS/,
      );
    }
  });
});

describe('verifySignedPayoutTx', () => {
  const key = new KeyPayoutSigner(TEST_HOT_WALLET_KEY);
  const legacy: UnsignedPayoutTx = {
    chainId: 56n,
    nonce: 7n,
    to: '0x55d398326f99059fF775485246999027B3197955',
    data: '0xa9059cbb' + '11'.repeat(32) + '00'.repeat(31) + '01',
    gasLimit: 65_000n,
    gasPrice: 3_000_000_000n,
  };

  it('accepts exactly the asked legacy transaction from the hot wallet and answers its hash', async () => {
    const signed = await key.sign(legacy);
    expect(verifySignedPayoutTx(legacy, signed.raw, HOT)).toEqual(signed);
  });

  it('names the first field that differs', async () => {
    const signed = await key.sign(legacy);
    for (const [field, patch] of [
      ['gasPrice', { gasPrice: 3_000_000_001n }],
      ['nonce', { nonce: 8n }],
      ['chainId', { chainId: 1n }],
      ['to', { to: '0x' + '22'.repeat(20) }],
      ['type', { gasPrice: undefined, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }],
    ] as const) {
      expect(() => verifySignedPayoutTx({ ...legacy, ...patch }, signed.raw, HOT)).toThrow(
        new PayoutSignerError(`signer answered a transaction that differs from the one asked: ${field}`),
      );
    }
    expect(() => verifySignedPayoutTx(legacy, signed.raw, '0x' + '33'.repeat(20))).toThrow(/is not the hot wallet/);
    expect(() => verifySignedPayoutTx(legacy, undefined, HOT)).toThrow(/no raw transaction/);
  });
});
