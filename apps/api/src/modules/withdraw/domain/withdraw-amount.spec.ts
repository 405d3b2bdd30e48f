import { Money } from '@mall/money';
import { checkWithdrawLimits, microToToken, parseWithdrawAmount, withdrawFee } from './withdraw-amount';

const code = (raw: string | undefined) => {
  const r = parseWithdrawAmount(raw);
  return r.ok ? r.amount.format() : r.code;
};

describe('withdrawal amounts', () => {
  it('parses exact amounts with up to 6 decimals', () => {
    expect(code('10')).toBe('10.000000');
    expect(code(' 12.345678 ')).toBe('12.345678');
    expect(code('0.000001')).toBe('0.000001');
  });

  it('answers the legacy errors in their order', () => {
    expect(code(undefined)).toBe('WITHDRAW_AMOUNT_REQUIRED');
    expect(code('  ')).toBe('WITHDRAW_AMOUNT_REQUIRED');
    for (const s of ['abc', '1e3', '0x10', '1,5', 'NaN', 'Infinity', '1.2.3', '.5', '+10', '+0.5', '+99999999999999999999'])
      expect([s, code(s)]).toEqual([s, 'WITHDRAW_AMOUNT_INVALID']);
    for (const s of ['0', '0.000000', '-1', '-0.5', '-99999999999999999999'])
      expect([s, code(s)]).toEqual([s, 'WITHDRAW_AMOUNT_NOT_POSITIVE']);
    expect(code('1.1234567')).toBe('WITHDRAW_AMOUNT_DECIMALS');
    expect(code('99999999999999999999')).toBe('WITHDRAW_ABOVE_MAX');
    expect(code('1' + '0'.repeat(40))).toBe('WITHDRAW_ABOVE_MAX');
  });

  it('checks the network limits', () => {
    const limits = { min: Money.parse('10'), max: Money.parse('1000') };
    expect(checkWithdrawLimits(Money.parse('9.999999'), limits)).toEqual({ ok: false, code: 'WITHDRAW_BELOW_MIN', params: { min: '10' } });
    expect(checkWithdrawLimits(Money.parse('1000.000001'), limits)).toEqual({
      ok: false,
      code: 'WITHDRAW_ABOVE_MAX',
      params: { max: '1000' },
    });
    expect(checkWithdrawLimits(Money.parse('10'), limits).ok).toBe(true);
    expect(checkWithdrawLimits(Money.parse('1000'), limits).ok).toBe(true);
  });

  it('rounds the fee up to the micro-unit; arrival = amount − fee', () => {
    const f = (amount: string, rate: string) => {
      const r = withdrawFee(Money.parse(amount), rate);
      return r && [r.fee.format(), r.arrival.format()];
    };
    expect(f('100', '0.01')).toEqual(['1.000000', '99.000000']);
    expect(f('10.000001', '0.01')).toEqual(['0.100001', '9.900000']); // 0.10000001 → up
    expect(f('0.000001', '0.5')).toBeNull(); // nothing would arrive
    expect(f('33.333333', '0.000001')).toEqual(['0.000034', '33.333299']);
    expect(f('5', '0')).toEqual(['0.000000', '5.000000']);
    expect(() => withdrawFee(Money.parse('1'), '1')).toThrow(RangeError);
    expect(() => withdrawFee(Money.parse('1'), '0.1234567')).toThrow(RangeError);
  });

  it('scales micro-units to the token exactly', () => {
    expect(microToToken(1_500_000n, 6)).toBe(1_500_000n);
    expect(microToToken(1_500_000n, 18)).toBe(1_500_000_000_000_000_000n);
    expect(microToToken(1_500_000n, 2)).toBe(150n);
    expect(() => microToToken(1_500_001n, 2)).toThrow(RangeError);
    expect(() => microToToken(0n, 6)).toThrow(RangeError);
  });
});
