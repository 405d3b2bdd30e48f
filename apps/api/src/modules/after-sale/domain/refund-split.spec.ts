import { settledRefundSplit } from './refund-split';

describe('refund split after settlement', () => {
  it('returns the commission in proportion, exactly all of it when everything is refunded', () => {
    const settled = 36_480_000n;
    const commission = 1_824_000n;
    let after = 0n;
    let fees = 0n;
    for (const amount of [1n, 10_000_000n, 333_333n, settled - 10_333_334n]) {
      const s = settledRefundSplit({ settled, commission, refundedAfter: after, amount });
      expect(s.fromSeller + s.fromFees).toBe(amount);
      fees += s.fromFees;
      after += amount;
    }
    expect(fees).toBe(commission);
    expect(() => settledRefundSplit({ settled, commission, refundedAfter: after, amount: 1n })).toThrow(RangeError);
  });
});
