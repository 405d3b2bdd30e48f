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

  it.each(['1e-6', '1E6', '-0.5', '0.1234567', 'nan', '−1', '١٢', '12.5.1', '--1', '1 .5'])('rejects more forms: %j', (s) => {
    expect(() => Money.parse(s)).toThrow(MoneyParseError);
  });

  it('names why a parse failed', () => {
    const reason = (s: string) => {
      try {
        Money.parse(s);
        return 'ok';
      } catch (e) {
        return (e as MoneyParseError).reason;
      }
    };
    expect(reason('-1')).toBe('negative');
    expect(reason('1.0000001')).toBe('precision');
    expect(reason('1e3')).toBe('format');
    expect(reason('1000000000000000')).toBe('range');
    expect(reason('999999999999999.999999')).toBe('ok');
  });

  it('parses negatives only when asked', () => {
    expect(Money.parse('-1.25', 'USDT', { allowNegative: true }).minor).toBe(-1_250_000n);
    expect(Money.parse('007.5').minor).toBe(7_500_000n);
  });

  it('formats zero, negatives and whole-unit displays', () => {
    expect(Money.zero().format()).toBe('0.000000');
    expect(Money.ofMinor(-1n).format()).toBe('-0.000001');
    expect(Money.parse('12.999999').format(0)).toBe('12');
    expect(Money.parse('0.009999').format(2)).toBe('0.00');
    expect(JSON.stringify({ a: Money.parse('3.5') })).toBe('{"a":"3.500000"}');
  });

  it('reads minor-unit strings from the database strictly', () => {
    expect(Money.ofMinorString('-1500000').format()).toBe('-1.500000');
    expect(() => Money.ofMinorString('1.5')).toThrow(MoneyParseError);
    expect(() => Money.ofMinorString('')).toThrow(MoneyParseError);
  });

  it('negates, sums and compares', () => {
    const a = Money.parse('1.5');
    expect(a.negate().minor).toBe(-1_500_000n);
    expect(a.negate().abs().equals(a)).toBe(true);
    expect(Money.sum([a, a, a.negate()]).equals(a)).toBe(true);
    expect(Money.sum([]).isZero()).toBe(true);
    expect(a.cmp(Money.zero())).toBe(1);
    expect(a.isPositive() && !a.isNegative()).toBe(true);
  });

  it('multiplies by a ratio with each rounding mode', () => {
    const m = Money.ofMinor(5n); // 0.000005
    expect(m.mulRatio(1n, 2n, 'down').minor).toBe(2n);
    expect(m.mulRatio(1n, 2n, 'up').minor).toBe(3n);
    expect(m.mulRatio(1n, 2n, 'half-up').minor).toBe(3n);
    expect(m.mulRatio(1n, 2n, 'half-even').minor).toBe(2n);
    const n = Money.ofMinor(-5n);
    expect(n.mulRatio(1n, 2n, 'down').minor).toBe(-3n); // floor
    expect(n.mulRatio(1n, 2n, 'up').minor).toBe(-2n); // ceiling
    expect(n.mulRatio(1n, 2n, 'half-up').minor).toBe(-3n); // half away from zero
    expect(n.mulRatio(1n, 2n, 'half-even').minor).toBe(-2n);
    expect(() => m.mulRatio(1n, 0n, 'down')).toThrow(RangeError);
    expect(Money.parse('10').mulDecimal('1.1', 'down').format()).toBe('11.000000');
    expect(() => m.mulDecimal('1e-2', 'down')).toThrow(MoneyParseError);
  });

  it('mulRatio splits an amount without losing a unit (down + remainder)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 1000n }), (minor, permille) => {
        const total = Money.ofMinor(minor);
        const fee = total.mulRatio(permille, 1000n, 'down');
        const rest = total.sub(fee);
        expect(fee.add(rest).equals(total)).toBe(true);
        expect(fee.minor * 1000n <= minor * permille).toBe(true);
      }),
    );
  });

  it('refuses to mix currencies and non-bigint minor units', () => {
    const other = Money.zero('XXX' as never);
    expect(() => Money.zero().add(other)).toThrow(TypeError);
    expect(() => Money.ofMinor(5 as never)).toThrow(TypeError);
  });
});
