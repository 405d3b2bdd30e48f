import { Wallet } from 'ethers';
import { encodeTriggerRaw, tronSigner } from '../../../../test/support/tron-payout-grid';
import { decodeTriggerRaw, recoverTronSigner, signTronTxId, tronAddressOf, tronTxId } from './tron-transaction';

const wallet = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const FIELDS = {
  ref_block_bytes: '2d9f',
  ref_block_hash: '0a3a8ba1b5d6e1c1',
  expiration: 1763800060000,
  timestamp: 1763800000000,
  fee_limit: 100000000,
  owner_address: '41' + wallet.address.slice(2).toLowerCase(),
  contract_address: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
  data: 'a9059cbb' + '00'.repeat(12) + 'ab'.repeat(20) + '00'.repeat(31) + '64',
};

describe('TRON transactions', () => {
  it('decodes a TriggerSmartContract raw_data exactly', () => {
    expect(decodeTriggerRaw(encodeTriggerRaw(FIELDS))).toEqual({
      refBlockBytes: '2d9f',
      refBlockNum: 0n,
      refBlockHash: '0a3a8ba1b5d6e1c1',
      expiration: 1763800060000n,
      timestamp: 1763800000000n,
      feeLimit: 100000000n,
      owner: FIELDS.owner_address,
      contract: FIELDS.contract_address,
      callValue: 0n,
      data: FIELDS.data,
    });
  });

  it('refuses a memo, a truncated buffer and non-hex', () => {
    expect(() => decodeTriggerRaw(encodeTriggerRaw({ ...FIELDS, memo: '6869' }))).toThrow(/unexpected field 10/);
    expect(() => decodeTriggerRaw(encodeTriggerRaw(FIELDS).slice(0, -4))).toThrow(/truncated/);
    expect(() => decodeTriggerRaw('zz')).toThrow(/not hex/);
  });

  it('signs a txID as r ‖ s ‖ v (v 0/1) and recovers the TRON address, as an independent recovery does', () => {
    const txId = tronTxId(encodeTriggerRaw(FIELDS));
    const sig = signTronTxId(wallet.signingKey, txId);
    expect(sig).toMatch(/^[0-9a-f]{128}0[01]$/);
    expect(recoverTronSigner(txId, sig)).toBe(tronAddressOf(wallet.address));
    expect(tronSigner(txId, sig)).toBe(wallet.address.toLowerCase());
    // v as 27/28 (tronweb's form) recovers the same.
    const v27 = sig.slice(0, 128) + (parseInt(sig.slice(128), 16) + 27).toString(16);
    expect(recoverTronSigner(txId, v27)).toBe(tronAddressOf(wallet.address));
    expect(recoverTronSigner(tronTxId('00'), sig)).not.toBe(tronAddressOf(wallet.address));
  });
});
