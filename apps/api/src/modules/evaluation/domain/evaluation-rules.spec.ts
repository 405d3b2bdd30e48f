import { maskName, typeOfRating } from './evaluation-rules';
import { inertText } from '../../after-sale/domain/return-rules';
import { settledRefundSplit } from '../../after-sale/domain/refund-split';

describe('review rules', () => {
  it('derives the type from the rating', () => {
    expect([1, 2, 3, 4, 5].map(typeOfRating)).toEqual([3, 2, 2, 1, 1]);
  });
  it('masks names', () => {
    expect(maskName('ada@example.com')).toBe('ad***@example.com');
    expect(maskName('8613800138000')).toBe('861****00');
    expect(maskName('lovelace')).toBe('l***e');
  });
  it('makes user text inert', () => {
    expect(inertText('<script>alert(1)</script>nice <b>bold</b>')).toBe('alert(1) nice bold');
    expect(inertText('a < b\r\n\r\n\r\nc\u202e')).toBe('a b\n\nc');
    expect(inertText('<img src=x onerror=alert(1)>')).toBe('');
  });
});

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
