import fc from 'fast-check';
import { Money } from '@mall/money';
import { moneyToWireNumber } from './wire-money';

describe('moneyToWireNumber', () => {
  it('sends the exact decimal digits as a JSON number', () => {
    expect(JSON.stringify({ m: moneyToWireNumber(Money.parse('0')) })).toBe('{"m":0}');
    expect(JSON.stringify({ m: moneyToWireNumber(Money.parse('12.5')) })).toBe('{"m":12.5}');
    expect(JSON.stringify({ m: moneyToWireNumber(Money.parse('0.000001')) })).toBe('{"m":0.000001}');
    expect(JSON.stringify({ m: moneyToWireNumber(Money.parse('0.1')) })).toBe('{"m":0.1}');
    expect(moneyToWireNumber(Money.ofMinor(-2_500_000n))).toBe(-2.5);
  });

  it('round-trips every amount below 10^9 USDT digit for digit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), (minor) => {
        const m = Money.ofMinor(minor);
        const wire = JSON.stringify(moneyToWireNumber(m));
        expect(wire).toMatch(/^\d+(\.\d{1,6})?$/);
        expect(Money.parse(wire).minor).toBe(minor);
      }),
    );
  });
});
