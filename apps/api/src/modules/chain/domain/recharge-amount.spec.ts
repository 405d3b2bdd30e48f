import { Money } from '@mall/money';
import { checkRechargeLimits, parseRechargeAmount, tokenToMicro } from './recharge-amount';

const limits = { min: Money.parse('10'), max: Money.parse('50000') };
const code = (raw: string | undefined) => {
  const r = parseRechargeAmount(raw);
  return r.ok ? r.amount.format() : r.code;
};

describe('deposit claim amounts (exact, no floats)', () => {
  it('accepts plain decimals with at most 2 places', () => {
    expect(code('1')).toBe('1.000000');
    expect(code(' 12.5 ')).toBe('12.500000');
    expect(code('0012.34')).toBe('12.340000');
    expect(code('99999.99')).toBe('99999.990000');
    expect(code('0.01')).toBe('0.010000');
  });

  it('names what is wrong, in the legacy order of checks', () => {
    expect(code(undefined)).toBe('RECHARGE_AMOUNT_REQUIRED');
    expect(code('   ')).toBe('RECHARGE_AMOUNT_REQUIRED');
    for (const s of ['abc', '1e3', '0x10', '1,5', '.5', '5.', '+5', 'NaN', 'Infinity', '1 000', '١٢'])
      expect([s, code(s)]).toEqual([s, 'RECHARGE_AMOUNT_INVALID']);
    for (const s of ['0', '0.00', '-0', '-5', '-0.01', '-99999999999999999999999'])
      expect([s, code(s)]).toEqual([s, 'RECHARGE_AMOUNT_NOT_POSITIVE']);
    for (const s of ['1.001', '10.123', '0.000001', '1.0000001']) expect([s, code(s)]).toEqual([s, 'RECHARGE_AMOUNT_DECIMALS']);
    for (const s of ['1000000000000000', '99999999999999999999999999', '1'.repeat(40) + '.5'])
      expect([s, code(s)]).toEqual([s, 'RECHARGE_ABOVE_MAX']);
  });

  it('keeps 0.1 + 0.2 exact (the classic float trap)', () => {
    const a = parseRechargeAmount('0.1');
    const b = parseRechargeAmount('0.2');
    expect(a.ok && b.ok && a.amount.add(b.amount).equals(Money.parse('0.3'))).toBe(true);
  });

  it('checks the channel limits, never below 1 USDT', () => {
    const check = (s: string, l = limits) => {
      const r = checkRechargeLimits(Money.parse(s), l);
      return r.ok ? 'ok' : r.code;
    };
    expect(check('10')).toBe('ok');
    expect(check('50000')).toBe('ok');
    expect(check('9.99')).toBe('RECHARGE_BELOW_MIN');
    expect(check('50000.01')).toBe('RECHARGE_ABOVE_MAX');
    const lax = { min: Money.parse('0.01'), max: Money.parse('100') };
    expect(check('0.99', lax)).toBe('RECHARGE_BELOW_MIN');
    expect(check('1', lax)).toBe('ok');
  });

  it('turns token units into micro-USDT, rounding dust down', () => {
    expect(tokenToMicro(25_000_000n, 6)).toBe(25_000_000n);
    expect(tokenToMicro(1_234_567_890_123_456_789n, 18)).toBe(1_234_567n);
    expect(tokenToMicro(999_999_999_999n, 18)).toBe(0n);
    expect(tokenToMicro(15n, 2)).toBe(150_000n);
    expect(() => tokenToMicro(-1n, 6)).toThrow(RangeError);
  });
});
