import { AbiCoder, zeroPadValue } from 'ethers';
import { TRANSFER_TOPIC } from '../../chain';
import { checkManualPayout, normalizeTxHash, type ManualPayoutReceipt } from './manual-payout';

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
