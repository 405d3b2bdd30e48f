import fc from 'fast-check';
import { Money, MoneyParseError, divRound } from './money';

describe('Money', () => {
  it('parses plain decimals into micro-units', () => {
    expect(Money.parse('12').minor).toBe(12_000_000n);
    expect(Money.parse('0.000001').minor).toBe(1n);
    expect(Money.parse('1.5').format()).toBe('1.500000');
  });

  it.each(['', ' ', '1e3', 'NaN', '-1', '+1', '1.0000001', '1,5', '0x10', '1.', '.5', 'Infinity', '1 000'])('rejects %j', (s) => {
    expect(() => Money.parse(s)).toThrow(MoneyParseError);
  });

  it('honours a smaller decimals limit (deposits: 2)', () => {
    expect(() => Money.parse('1.001', 'USDT', { maxDecimals: 2 })).toThrow(MoneyParseError);
    expect(Money.parse('1.01', 'USDT', { maxDecimals: 2 }).minor).toBe(1_010_000n);
  });

  it('formats with fewer decimals by rounding down', () => {
    expect(Money.parse('1.239999').format(2)).toBe('1.23');
    expect(Money.ofMinor(-1_239_999n).format(2)).toBe('-1.24');
  });

  it('applies a fee fraction exactly', () => {
    expect(Money.parse('100').mulDecimal('0.015', 'up').format()).toBe('1.500000');
    expect(Money.parse('0.000001').mulDecimal('0.5', 'half-even').minor).toBe(0n);
    expect(Money.parse('0.000003').mulDecimal('0.5', 'half-even').minor).toBe(2n);
  });

  it('rounding modes agree with exact rational arithmetic', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
        const down = divRound(n, d, 'down');
        const up = divRound(n, d, 'up');
        expect(down * d <= n && n < (down + 1n) * d).toBe(true);
        expect((up - 1n) * d < n && n <= up * d).toBe(true);
        const he = divRound(n, d, 'half-even');
        expect(he === down || he === up).toBe(true);
      }),
    );
  });

  it('add/sub round-trip', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.bigInt({ min: 0n, max: 10n ** 18n }), (a, b) => {
        const x = Money.ofMinor(a);
        const y = Money.ofMinor(b);
        expect(x.add(y).sub(y).minor).toBe(a);
        expect(Money.parse(x.format()).minor).toBe(a);
      }),
    );
  });
});
