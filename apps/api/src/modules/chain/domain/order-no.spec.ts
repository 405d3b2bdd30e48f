import { ORDER_NO_PATTERN, newOrderNo } from './order-no';

describe('newOrderNo', () => {
  // 21:13:45 UTC on 27 Nov is 05:13:45 on 28 Nov in Asia/Shanghai: the number must say the 27th.
  const at = new Date('2026-11-27T21:13:45.999Z');

  it('is yyMMddHHmmss in UTC + 8 random digits (20 digits, the legacy format)', () => {
    const no = newOrderNo(at);
    expect(no).toMatch(ORDER_NO_PATTERN);
    expect(no.slice(0, 12)).toBe('261127211345');
  });

  it('varies in the random part for the same second', () => {
    const seen = new Set(Array.from({ length: 50 }, () => newOrderNo(at)));
    expect(seen.size).toBeGreaterThan(45);
    for (const no of seen) expect(no.slice(0, 12)).toBe('261127211345');
  });
});
