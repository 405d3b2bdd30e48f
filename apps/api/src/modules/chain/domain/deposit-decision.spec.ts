import { confirmationsAt, decideDeposit } from './deposit-decision';

const H = '0x' + 'ab'.repeat(32);
const OTHER = '0x' + 'cd'.repeat(32);

describe('deciding on a seen transfer', () => {
  it('counts confirmations from the head (the block itself is the first)', () => {
    expect(confirmationsAt(100n, 100n)).toBe(1n);
    expect(confirmationsAt(111n, 100n)).toBe(12n);
    expect(confirmationsAt(99n, 100n)).toBe(0n);
  });

  it('waits until the required depth', () => {
    expect(decideDeposit({ head: 101n, blockNumber: 100n, blockHash: H, required: 3n })).toEqual({ action: 'wait', confirmations: 2n });
  });

  it('credits at the required depth when the block is still canonical (hash compared case-insensitively)', () => {
    expect(
      decideDeposit({ head: 102n, blockNumber: 100n, blockHash: H, canonicalHash: H.toUpperCase().replace('0X', '0x'), required: 3n }),
    ).toEqual({
      action: 'credit',
      confirmations: 3n,
    });
  });

  it('orphans when the canonical block at that height differs or is gone, even before the depth', () => {
    expect(decideDeposit({ head: 102n, blockNumber: 100n, blockHash: H, canonicalHash: OTHER, required: 3n }).action).toBe('orphan');
    expect(decideDeposit({ head: 102n, blockNumber: 100n, blockHash: H, canonicalHash: null, required: 3n }).action).toBe('orphan');
    expect(decideDeposit({ head: 101n, blockNumber: 100n, blockHash: H, canonicalHash: OTHER, required: 3n }).action).toBe('orphan');
  });

  it('refuses to credit without having checked the canonical hash', () => {
    expect(() => decideDeposit({ head: 200n, blockNumber: 100n, blockHash: H, required: 3n })).toThrow(/canonical/);
  });
});
