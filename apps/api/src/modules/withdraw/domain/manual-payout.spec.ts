import { AbiCoder, zeroPadValue } from 'ethers';
import { TRANSFER_TOPIC, tronAddressOf } from '../../chain';
import {
  checkManualPayout,
  checkTronManualPayout,
  normalizeTxHash,
  type ManualPayoutReceipt,
  type TronManualPayoutInfo,
} from './manual-payout';

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const OTHER_TOKEN = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const FROM = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const applied = new Date('2026-11-27T10:00:00.500Z');
const expected = { token: TOKEN, to: TO, value: 99_000_000n, notBefore: applied };

const transfer = (token: string, to: string, value: bigint) => ({
  address: token,
  topics: [TRANSFER_TOPIC, zeroPadValue(FROM, 32), zeroPadValue(to, 32)],
  data: AbiCoder.defaultAbiCoder().encode(['uint256'], [value]),
});
const receipt = (over: Partial<ManualPayoutReceipt> = {}): ManualPayoutReceipt => ({
  status: 1n,
  blockTime: BigInt(Date.parse('2026-11-27T10:05:00Z') / 1000),
  logs: [transfer(TOKEN, TO, 99_000_000n)],
  ...over,
});

describe('manual payout verification', () => {
  it('accepts a successful transfer of the token to the destination of exactly the arrival', () => {
    expect(checkManualPayout(receipt(), expected)).toEqual({ ok: true });
    // among other logs; mined up to an hour before the application by the chain's clock (skew)
    const other = transfer(OTHER_TOKEN, TO, 99_000_000n);
    expect(checkManualPayout(receipt({ logs: [other, transfer(TOKEN, TO, 99_000_000n)], blockTime: 1795770001n }), expected)).toEqual({
      ok: true,
    });
  });

  it.each([
    ['another token', receipt({ logs: [transfer(OTHER_TOKEN, TO, 99_000_000n)] }), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['another amount', receipt({ logs: [transfer(TOKEN, TO, 98_999_999n)] }), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['another recipient', receipt({ logs: [transfer(TOKEN, FROM, 99_000_000n)] }), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['no transfer', receipt({ logs: [] }), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['a reverted transaction', receipt({ status: 0n }), 'WITHDRAW_PAYMENT_TX_REVERTED'],
    ['a transaction mined over an hour before the application', receipt({ blockTime: 1795769999n }), 'WITHDRAW_PAYMENT_TX_TOO_OLD'],
  ])('refuses %s', (_, r, code) => {
    expect(checkManualPayout(r, expected)).toEqual({ ok: false, code });
  });

  it('normalizes a pasted hash and refuses anything else', () => {
    const h = '0x' + 'Ab'.repeat(32);
    expect(normalizeTxHash(`  ${h} `)).toBe(h.toLowerCase());
    expect(normalizeTxHash(h.slice(0, 65))).toBeNull();
    expect(normalizeTxHash('ab'.repeat(32))).toBeNull();
    expect(normalizeTxHash(undefined)).toBeNull();
  });
});

describe('manual payout verification on TRON (TRC-20, gettransactioninfobyid shapes)', () => {
  const TOKEN_HEX = 'a614f803b6fd780986a42c78ec9c7f77e6ded13c';
  const TO_HEX = '70997970c51812dc3a010c7d01b50e0d17dc79c8';
  const FROM_HEX = '3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
  const tron = { token: tronAddressOf('0x' + TOKEN_HEX), to: tronAddressOf('0x' + TO_HEX), value: 99_000_000n, notBefore: applied };
  const log = (token: string, to: string, value: bigint) => ({
    address: token,
    topics: [TRANSFER_TOPIC.slice(2), FROM_HEX.padStart(64, '0'), to.padStart(64, '0')],
    data: value.toString(16).padStart(64, '0'),
  });
  const info = (over: Partial<TronManualPayoutInfo> = {}): TronManualPayoutInfo => ({
    receiptResult: 'SUCCESS',
    result: '',
    blockTime: BigInt(Date.parse('2026-11-27T10:05:00Z')),
    logs: [log(TOKEN_HEX, TO_HEX, 99_000_000n)],
    ...over,
  });

  it('accepts a successful TRC-20 transfer of the token to the destination of exactly the arrival', () => {
    expect(checkTronManualPayout(info(), tron)).toEqual({ ok: true });
    // a 41-prefixed log address, within the clocks' slack before the application
    const early = BigInt(Date.parse('2026-11-27T09:00:01Z'));
    expect(checkTronManualPayout(info({ logs: [log('41' + TOKEN_HEX, TO_HEX, 99_000_000n)], blockTime: early }), tron)).toEqual({
      ok: true,
    });
  });

  it.each([
    ['another token', info({ logs: [log('b'.repeat(40), TO_HEX, 99_000_000n)] }), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['another amount', info({ logs: [log(TOKEN_HEX, TO_HEX, 99_000_001n)] }), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['another recipient', info({ logs: [log(TOKEN_HEX, FROM_HEX, 99_000_000n)] }), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['no transfer', info({ logs: [] }), 'WITHDRAW_PAYMENT_TX_MISMATCH'],
    ['a REVERT receipt', info({ receiptResult: 'REVERT', result: 'FAILED', logs: [] }), 'WITHDRAW_PAYMENT_TX_REVERTED'],
    ['OUT_OF_ENERGY', info({ receiptResult: 'OUT_OF_ENERGY' }), 'WITHDRAW_PAYMENT_TX_REVERTED'],
    ['a FAILED result', info({ result: 'FAILED' }), 'WITHDRAW_PAYMENT_TX_REVERTED'],
    [
      'a block over an hour before the application',
      info({ blockTime: BigInt(Date.parse('2026-11-27T08:59:59Z')) }),
      'WITHDRAW_PAYMENT_TX_TOO_OLD',
    ],
  ])('refuses %s', (_, i, code) => {
    expect(checkTronManualPayout(i, tron)).toEqual({ ok: false, code });
  });

  it('normalizes a pasted TRON transaction id (64 hex, no 0x) and refuses EVM hashes there', () => {
    const id = 'Ab'.repeat(32);
    expect(normalizeTxHash(`  ${id} `, 'tron')).toBe(id.toLowerCase());
    expect(normalizeTxHash('0x' + id, 'tron')).toBeNull();
    expect(normalizeTxHash(id.slice(0, 63), 'tron')).toBeNull();
    expect(normalizeTxHash(id, 'evm')).toBeNull();
  });
});
